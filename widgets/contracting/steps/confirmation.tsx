import { useLingui } from "@lingui/react/macro";
import { useId, useState, type ReactNode } from "react";
import type { Resolver } from "react-hook-form";
import { geoKeys, getStreetTypes } from "../../../src/api/geo";
import { getComers, getGasComers, getGasTariffs, getTariffs, tariffListKeys } from "../../../src/api/tariff-lists";
import { confirmationFields } from "../../../src/domain/contracting/payload";
import { confirmationSchema, isCompanyVat } from "../../../src/domain/contracting/later-step-rules";
import { parsePower } from "../../../src/domain/contracting/rules";
import type { Address, ConfirmationData, ContractingData, ResidenceType, UploadedFile } from "../../../src/domain/contracting/state";
import type { StepId } from "../../../src/domain/contracting/steps";
import { POWER_DECIMALS } from "../../../src/domain/units";
import { formatIban } from "../../../src/domain/validation/iban";
import { normalizeTaxId } from "../../../src/domain/validation/tax-id";
import { valibotFormResolver } from "../../../src/forms/resolver";
import { formatNumber, UNIT_SPACE } from "../../../src/i18n/format";
import { useQuery, type Query } from "../../../src/runtime/query";
import { useApi, useLocale, useSettings } from "../../../src/runtime/widget-context";
import { Button } from "../../../src/ui/button";
import { Checkbox } from "../../../src/ui/checkbox";
import { Spinner } from "../../../src/ui/spinner";
import { commsLanguageName } from "../comms-languages";
import { STEP_LABELS } from "../contracting.texts";
import { ListFailure } from "./form-parts";
import { useStepForm, useStepSubmit } from "./step-form";
import type { StepProps } from "./step-props";

/** A row of a summary: its label and value; rows without a value are left out. */
type SummaryRow = [label: string, value: ReactNode];

/** One summarised step: a description list of its answers and the link to change it. */
function SummarySection({ title, rows, onEdit, editLabel }: { title: string; rows: SummaryRow[]; onEdit: () => void; editLabel: string }) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <section className="ov-contracting__summary" aria-labelledby={titleId}>
      <div className="ov-contracting__summary-head">
        <h3 id={titleId}>{title}</h3>
        <Button type="button" variant="text" size="small" onClick={onEdit} aria-label={editLabel}>
          {t({ id: "contracting.confirmation.change", message: "Change" })}
        </Button>
      </div>
      <dl>
        {rows
          .filter(([, value]) => value !== "" && value !== null && value !== undefined && value !== false)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

/** The names of attached files, one per line (none: the row is left out). */
function fileNames(files: readonly UploadedFile[] | undefined): ReactNode {
  if (!files || files.length === 0) return null;
  return (
    <ul className="ov-contracting__summary-files">
      {files.map((file, index) => (
        <li key={`${index}:${file.name}`}>{file.name}</li>
      ))}
    </ul>
  );
}

/** A name of a list from the API (company, access tariff), by its id: the id itself when not listed. */
function ListedName({ remote, id, what }: { remote: Query<Array<{ id: string | number; name?: string }>>; id: string; what: string }) {
  const { t } = useLingui();
  if (remote.status === "error") return <ListFailure remote={remote} what={what} />;
  if (remote.status !== "success") return <>{t({ id: "contracting.loading", message: "Loading…" })}</>;
  return <>{remote.data.find((item) => String(item.id) === id)?.name ?? id}</>;
}

/**
 * The confirmation step (spec §5 "Confirmation": acceptOVConditions and acceptGdpr required unless
 * authenticated; acceptPublicity only if askPublicity; issue 7 item 6: a full summary of every step with
 * edit links, the acceptances, send and loader).
 */
export function ConfirmationStep({ type, options, store, steps, nav, failure, submitting }: StepProps) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const locale = useLocale();
  const links = useSettings((settings) => settings.links);
  const [data] = useState<ContractingData>(() => store.readData());
  const authenticated = options.authenticated === true;
  const resolver: Resolver<ConfirmationData> = (values, context, resolverOptions) =>
    valibotFormResolver(
      confirmationSchema(options) as unknown as Parameters<typeof valibotFormResolver<ConfirmationData, ConfirmationData>>[0],
    )(values, context, resolverOptions);
  const { form, error } = useStepForm("confirmation", data.confirmation, resolver, store, "field");
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;

  const submit = handleSubmit(async (output) => {
    await store.saveStep({ ...confirmationFields(output) });
  });
  useStepSubmit(store, submit);

  const edit = (step: StepId) => {
    const index = steps.indexOf(step);
    const title = i18n._(STEP_LABELS[step]);
    return {
      title,
      onEdit: () => store.jumpTo(index),
      editLabel: t({ id: "contracting.confirmation.edit", message: `Change: ${title}` }),
    };
  };
  const { installation, person, contract, gasContract: gas, payment } = data;
  const dual = type === "dual";
  // spec §3 includeGas: the dual wizard may leave gas out; what its gas step had chosen is then stale.
  const gasIncluded = type === "gas" || (dual && gas.includeGas);

  // --- Names of what was chosen from the API's lists (cached 30 minutes by the client) ---
  const askOrigin = options.originSelection === true;
  const comers = useQuery(
    askOrigin && installation.comerOrigin !== "" ? tariffListKeys.comers(type === "gas" ? "gas" : "electricity") : null,
    (signal) => (type === "gas" ? getGasComers(api, signal) : getComers(api, signal)),
  );
  const gasComers = useQuery(dual && gasIncluded && askOrigin && gas.comerOrigin !== "" ? tariffListKeys.comers("gas") : null, (signal) =>
    getGasComers(api, signal),
  );
  const p1 = parsePower(contract.power, locale);
  const p2 = parsePower(contract.power2, locale);
  const tariffPower = Math.max(p1 ?? 0, p2 ?? 0);
  const showContract = steps.includes("contract");
  const tariffs = useQuery(
    showContract && contract.accessTariff !== "" && tariffPower > 0 ? tariffListKeys.tariffs(tariffPower) : null,
    (signal) => getTariffs(api, { power: tariffPower }, signal),
  );
  const gasTariffs = useQuery(
    steps.includes("gasContract") && gasIncluded && gas.accessTariff !== "" ? tariffListKeys.gasTariffs : null,
    (signal) => getGasTariffs(api, signal),
  );
  // The street types list was fetched by the address step (cached): the summary names the type.
  const streetTypes = useQuery(geoKeys.streetTypes, (signal) => getStreetTypes(api, signal));
  /** An address on one line: "Calle Nou 12, block B, staircase 3, floor 2, door 1, 08013 Barcelona (note)". */
  const addressText = (address: Address): string => {
    const type = streetTypes.status === "success" ? (streetTypes.data.find((item) => item.id === address.tv)?.name ?? "") : "";
    const parts = [
      [type, address.nv, address.pnp].filter(Boolean).join(" "),
      address.bq && t({ id: "contracting.summary.address.bq", message: `block ${address.bq}` }),
      address.es && t({ id: "contracting.summary.address.es", message: `staircase ${address.es}` }),
      address.pt && t({ id: "contracting.summary.address.pt", message: `floor ${address.pt}` }),
      address.pu && t({ id: "contracting.summary.address.pu", message: `door ${address.pu}` }),
      `${address.dp} ${address.poblacio}`.trim(),
    ];
    const line = parts.filter(Boolean).join(", ");
    return address.aclarador ? `${line} (${address.aclarador})` : line;
  };
  const comersFailed = t({ id: "contracting.comers.failed", message: "The list of companies could not be loaded." });
  const tariffsFailed = t({ id: "contracting.contract.tariffsFailed", message: "The access tariffs could not be loaded." });

  // --- Values as the summary shows them ---
  const yes = t({ id: "contracting.yes", message: "Yes" });
  const no = t({ id: "contracting.no", message: "No" });
  const answer = (value: boolean | null | undefined) => (value === true ? yes : value === false ? no : null);
  const residenceTypes: Record<ResidenceType, string> = {
    habitual: t({ id: "contracting.summary.residenceType.habitual", message: "Habitual home" }),
    second: t({ id: "contracting.summary.residenceType.second", message: "Second home" }),
    business: t({ id: "contracting.summary.residenceType.business", message: "Business or activity" }),
  };
  const company = isCompanyVat(person.vat);
  const fullName = [person.name, company ? "" : person.surName1, company ? "" : person.surName2].filter(Boolean).join(" ");
  const representative = [person.nameRepresentante, person.surName1Representante, person.surName2Representante].filter(Boolean).join(" ");
  const taxId = (vat: string) => (vat === "" ? "" : normalizeTaxId(vat));
  // spec §9 "input power 3 decimals": the powers as the contract will have them, without padded zeros
  // (4,6 rather than 4,600), in the visitor's locale; P3-P6 only when they were asked (above 15 kW).
  const powers = [contract.power, contract.power2, contract.power3, contract.power4, contract.power5, contract.power6]
    .map((text) => parsePower(text, locale))
    .filter((power, index): power is number => power !== null && (index < 2 || power > 0))
    .map((power) => formatNumber(power, locale, POWER_DECIMALS, 0));
  const listed = (remote: Parameters<typeof ListedName>[0]["remote"], id: string, what: string) =>
    id === "" ? null : <ListedName remote={remote} id={id} what={what} />;
  const cnae = installation.residenceType === "business" ? `${installation.cnae.name} ${installation.cnae.descripcio}`.trim() : "";

  const labels = {
    cups: t({ id: "contracting.summary.cups", message: "CUPS" }),
    activeContract: t({ id: "contracting.summary.activeContract", message: "Contract in force now" }),
    comerOrigin: t({ id: "contracting.summary.comerOrigin", message: "Current company" }),
    changeOwner: t({ id: "contracting.summary.changeOwner", message: "Change of owner" }),
    accessTariff: t({ id: "contracting.summary.accessTariff", message: "Access tariff" }),
    product: t({ id: "contracting.summary.product", message: "Product" }),
  };

  return (
    <form
      className="ov-contracting__form"
      noValidate
      aria-label={t({ id: "contracting.confirmation.formLabel", message: "Confirmation" })}
      onSubmit={(event) => void submit(event)}
    >
      <p className="ov-contracting__note">
        {t({ id: "contracting.confirmation.intro", message: "Check your request before sending it. You can change any step." })}
      </p>
      <SummarySection
        {...edit("installation")}
        rows={[
          [labels.cups, installation.cups],
          [t({ id: "contracting.summary.address", message: "Supply address" }), addressText(installation.address)],
          [t({ id: "contracting.summary.refCatastral", message: "Cadastral reference" }), installation.address.ref_catastral],
          [
            t({ id: "contracting.summary.residenceType", message: "Use of the supply" }),
            installation.residenceType === "" ? null : residenceTypes[installation.residenceType],
          ],
          [t({ id: "contracting.summary.cnae", message: "Activity (CNAE)" }), cnae],
          [labels.activeContract, answer(installation.activeContract)],
          [labels.comerOrigin, askOrigin ? listed(comers, installation.comerOrigin, comersFailed) : null],
          [
            t({ id: "contracting.summary.invoice", message: "Last invoice" }),
            installation.activeContract === true ? fileNames(installation.invoice) : null,
          ],
        ]}
      />
      <SummarySection
        {...edit("person")}
        rows={[
          [t({ id: "contracting.summary.vat", message: "Tax id" }), taxId(person.vat)],
          [
            company
              ? t({ id: "contracting.summary.companyName", message: "Company name" })
              : t({ id: "contracting.summary.name", message: "Name" }),
            fullName,
          ],
          [t({ id: "contracting.summary.representative", message: "Representative" }), company ? representative : null],
          [
            t({ id: "contracting.summary.vatRepresentante", message: "Representative's tax id" }),
            company ? taxId(person.vatRepresentante) : null,
          ],
          [t({ id: "contracting.summary.mobile", message: "Mobile" }), person.mobile],
          [t({ id: "contracting.summary.email", message: "Email" }), person.email],
          [
            t({ id: "contracting.summary.commsLanguage", message: "Language of our communications" }),
            options.commsLanguageDisabled === true || person.commsLanguage === "" ? null : commsLanguageName(person.commsLanguage),
          ],
          [labels.changeOwner, installation.activeContract === true ? answer(person.changeOwner) : null],
          [t({ id: "contracting.summary.nifFaceup", message: "Images of the tax id document" }), fileNames(person.nifFaceup)],
          [t({ id: "contracting.summary.nifEmpresa", message: "Company documents" }), company ? fileNames(person.nifEmpresa) : null],
          [
            t({ id: "contracting.summary.ownerAddress", message: "Owner's address" }),
            person.sameInvoiceAddress
              ? t({ id: "contracting.summary.ownerAddress.same", message: "The supply address" })
              : addressText(person.ownerAddress),
          ],
        ]}
      />
      {showContract && (
        <SummarySection
          {...edit("contract")}
          rows={[
            [
              t({ id: "contracting.summary.powers", message: "Contracted power" }),
              powers.length > 0 ? `${powers.join(" / ")}${UNIT_SPACE}kW` : null,
            ],
            [labels.accessTariff, tariffPower > 0 ? listed(tariffs, contract.accessTariff, tariffsFailed) : contract.accessTariff],
            [labels.product, contract.selectedProductName],
            [t({ id: "contracting.summary.promotionalCode", message: "Promotional code" }), contract.promotionalCode.trim().toUpperCase()],
            [t({ id: "contracting.summary.selfcons", message: "Self-consumption" }), answer(contract.selfcons)],
            [
              t({ id: "contracting.summary.selfconsAttachments", message: "Self-consumption documents" }),
              contract.selfcons ? fileNames(contract.selfconsAttachments) : null,
            ],
          ]}
        />
      )}
      {steps.includes("gasContract") && (
        <SummarySection
          {...edit("gasContract")}
          rows={
            gasIncluded
              ? [
                  [t({ id: "contracting.summary.gasCups", message: "Gas CUPS" }), dual ? gas.cups : gas.cups || installation.cups],
                  // The gas wizard asked these on the installation and person steps (summarised there).
                  [labels.activeContract, dual ? answer(gas.activeContract) : null],
                  [labels.changeOwner, dual && gas.activeContract === true ? answer(gas.changeOwner) : null],
                  [labels.comerOrigin, dual && askOrigin ? listed(gasComers, gas.comerOrigin, comersFailed) : null],
                  [
                    t({ id: "contracting.summary.gasInvoice", message: "Last gas invoice" }),
                    dual && gas.activeContract === true ? fileNames(gas.invoice) : null,
                  ],
                  [labels.accessTariff, listed(gasTariffs, gas.accessTariff, tariffsFailed)],
                  [labels.product, gas.selectedProductName],
                ]
              : [[t({ id: "contracting.summary.gas", message: "Gas" }), t({ id: "contracting.summary.noGas", message: "No gas" })]]
          }
        />
      )}
      {steps.includes("payment") && (
        <SummarySection
          {...edit("payment")}
          rows={[
            [t({ id: "contracting.summary.iban", message: "IBAN" }), formatIban(payment.iban)],
            [
              t({ id: "contracting.summary.isOwner", message: "Holder of the bank account (or authorised by the holder)" }),
              answer(payment.isOwner),
            ],
          ]}
        />
      )}

      {/* spec §4: "Authenticated users have leads consent and terms pre-ticked and hidden". */}
      {!authenticated && (
        <fieldset className="ov-contracting__group">
          <legend>{t({ id: "contracting.confirmation.acceptances", message: "Conditions" })}</legend>
          <Checkbox
            label={
              links.conditions ? (
                <>
                  {t({ id: "contracting.confirmation.conditions", message: "I accept the" })}{" "}
                  <a href={links.conditions} target="_blank" rel="noopener noreferrer">
                    {t({ id: "contracting.confirmation.conditions.link", message: "general conditions of the contract" })}
                  </a>
                </>
              ) : (
                t({ id: "contracting.confirmation.conditions.plain", message: "I accept the general conditions of the contract" })
              )
            }
            required
            error={error(errors.acceptOVConditions)}
            {...register("acceptOVConditions")}
          />
          <Checkbox
            label={
              links.gdpr ? (
                <>
                  {t({ id: "contracting.confirmation.gdpr", message: "I accept the" })}{" "}
                  <a href={links.gdpr} target="_blank" rel="noopener noreferrer">
                    {t({ id: "contracting.confirmation.gdpr.link", message: "privacy policy" })}
                  </a>
                </>
              ) : (
                t({ id: "contracting.confirmation.gdpr.plain", message: "I accept the privacy policy" })
              )
            }
            required
            error={error(errors.acceptGdpr)}
            {...register("acceptGdpr")}
          />
        </fieldset>
      )}
      {options.askPublicity === true && (
        <Checkbox
          label={t({ id: "contracting.confirmation.publicity", message: "I want to receive offers and news by email" })}
          {...register("acceptPublicity")}
        />
      )}
      {submitting && (
        <div className="ov-contracting__loading">
          <Spinner label={t({ id: "contracting.confirmation.sending", message: "Sending your request…" })} />
        </div>
      )}
      {failure}
      {nav}
    </form>
  );
}
