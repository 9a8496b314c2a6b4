import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { Resolver } from "react-hook-form";
import { contractingKeys, estimatePower, getPricelist, validateCoupon } from "../../../src/api/contracting";
import { getTariffs, tariffListKeys } from "../../../src/api/tariff-lists";
import { describeApiError } from "../../../src/api/error-messages";
import { isAborted, isApiError } from "../../../src/api/errors";
import { contractFields, type ContractOutput } from "../../../src/domain/contracting/payload";
import { contractSchema } from "../../../src/domain/contracting/later-step-rules";
import { contractingMessageIds, needsSixPowers, parsePower, UPLOAD_LIMITS } from "../../../src/domain/contracting/rules";
import type { ContractData, SipsData } from "../../../src/domain/contracting/state";
import { valibotFormResolver } from "../../../src/forms/resolver";
import { useQuery } from "../../../src/runtime/query";
import { useAbortSignal, useApi, useLocale, useSettings } from "../../../src/runtime/widget-context";
import { Alert } from "../../../src/ui/alert";
import { Button } from "../../../src/ui/button";
import { Checkbox } from "../../../src/ui/checkbox";
import { NumberField } from "../../../src/ui/number-field";
import { usesDecimalComma } from "../../../src/domain/parse-decimal";
import { TextField } from "../../../src/ui/text-field";
import { AccessTariffField, AttachmentsField, ProductChoice } from "./field-parts";
import { useStepForm, useStepSubmit } from "./step-form";
import type { StepProps } from "./step-props";
import { POWER_DECIMALS } from "../../../src/domain/units";

const PERIODS = ["power3", "power4", "power5", "power6"] as const;

type CouponState = "unchecked" | "checking" | "valid" | "invalid";

/** A SIPS power as the visitor would type it in this locale ("4.6" → "4,6" in ca). */
function typedPower(text: string, locale: string): string {
  return usesDecimalComma(locale) ? text.replace(".", ",") : text;
}

/**
 * The contract's data, with what the CUPS lookup found (spec §5 "SIPS data fills tariff, powers,
 * self-consumption") when nothing was typed yet or the powers were set for another CUPS (the visitor
 * went back and changed the supply). `refreshed` tells the second case, which replaces typed values.
 */
function withSips(contract: ContractData, sips: SipsData, cups: string, locale: string): { contract: ContractData; refreshed: boolean } {
  const otherSupply = contract.power !== "" && contract.powersFor !== "" && contract.powersFor !== cups;
  if ((contract.power !== "" && !otherSupply) || !sips.sipsDataAvailable)
    return { contract: { ...contract, powersFor: cups }, refreshed: false };
  const power = (text: string) => (text === "" ? "" : typedPower(text, locale));
  return {
    contract: {
      ...contract,
      power: power(sips.power),
      power2: power(sips.power2 || sips.power),
      power3: power(sips.power3),
      power4: power(sips.power4),
      power5: power(sips.power5),
      power6: power(sips.power6),
      selfcons: sips.selfcons,
      // The supply's own tariff is chosen again from the list.
      accessTariff: otherSupply ? "" : contract.accessTariff,
      powersFor: cups,
    },
    refreshed: otherSupply,
  };
}

/**
 * The electricity contract step (spec §5 "Electricity contract"; issue 7 item 5): powers with the 15 kW
 * rule, the access tariff (refetched when the power changes), the product with its sanitised
 * description, the promotional code and self-consumption with its attachments.
 */
export function ContractStep({ options, store, nav, failure }: StepProps) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const signal = useAbortSignal();
  const locale = useLocale();
  const phone = useSettings((settings) => settings.organization.phone_crm);
  const [initial] = useState(() => {
    const data = store.readData();
    const { contract, refreshed } = withSips(data.contract, data.installation.cupsSIPSData, data.installation.cups, locale);
    return { contract, refreshed, sips: data.installation.cupsSIPSData, cups: data.installation.cups };
  });
  const resolver: Resolver<ContractData> = (values, context, resolverOptions) => {
    const schema = contractSchema(
      values,
      { ...options, locale },
      { lookupSelfconsCode: initial.sips.selfconsCode },
    ) as unknown as Parameters<typeof valibotFormResolver<ContractData, ContractOutput>>[0];
    return valibotFormResolver(schema)(values, context, resolverOptions) as ReturnType<Resolver<ContractData>>;
  };
  const { form, values, error } = useStepForm("contract", initial.contract, resolver, store);
  const { register, control, handleSubmit, setValue, getValues, setError, formState } = form;
  const errors = formState.errors;

  // --- Access tariffs: refetched when the power changes (on leaving a power field) ---
  const powerOf = (contract: Pick<ContractData, "power" | "power2">) => {
    const p1 = parsePower(contract.power, locale) ?? 0;
    const p2 = parsePower(contract.power2, locale) ?? 0;
    const max = Math.max(p1, p2);
    return max > 0 ? max : null;
  };
  // --- A proposed power (calls: "POST /leads/potencia {cups, data}: power estimate for contracting") ---
  // Asked when the supply gave no SIPS powers and none is typed yet: the answer fills P1 and P2 (a
  // normalised power), marked as a proposal. An answer that cannot estimate leaves the fields empty,
  // as they were: the visitor types the power, as without the proposal.
  const [proposing] = useState(() => initial.contract.power === "" && !initial.sips.sipsDataAvailable && initial.cups !== "");
  const estimate = useQuery(proposing ? contractingKeys.powerEstimate(initial.cups) : null, (abort) =>
    estimatePower(api, initial.cups, abort),
  );
  const estimated = estimate.status === "success" ? estimate.data : null;
  const proposal = typeof estimated?.power === "number" && estimated.power > 0 ? typedPower(String(estimated.power), locale) : null;
  useEffect(() => {
    if (proposal === null || getValues("power") !== "" || getValues("power2") !== "") return;
    const second = typeof estimated?.power2 === "number" && estimated.power2 > 0 ? typedPower(String(estimated.power2), locale) : proposal;
    setValue("power", proposal, { shouldDirty: true });
    setValue("power2", second, { shouldDirty: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the estimate arrives
  }, [proposal]);
  // Said while P1 is the proposal: a power the visitor typed is theirs.
  const proposed = proposal !== null && values.power === proposal;

  // The power the tariffs are asked for: the one read when a power field is left, else the proposal.
  const [readKw, setReadKw] = useState<number | null>(() => powerOf(initial.contract));
  const tariffPower = readKw ?? (proposed && typeof estimated?.power === "number" ? estimated.power : null);
  const readPower = () => {
    const power = powerOf(getValues());
    if (power !== null && power !== readKw) setReadKw(power);
  };
  const tariffs = useQuery(tariffPower === null ? null : tariffListKeys.tariffs(tariffPower), (abort) =>
    getTariffs(api, { power: tariffPower ?? 0 }, abort),
  );

  const offered = tariffs.status === "success" ? tariffs.data : null;
  useEffect(() => {
    if (offered === null) return;
    const current = getValues("accessTariff");
    if (current !== "" && offered.some((tariff) => String(tariff.id) === current)) return;
    // spec §5 comparator rule also here: "selection cleared if absent"; the supply's own tariff, or the
    // only one offered, is chosen by itself.
    const own = offered.find((tariff) => tariff.name === initial.sips.accessTariff) ?? (offered.length === 1 ? offered[0] : undefined);
    setValue("accessTariff", own ? String(own.id) : "");
  }, [offered, getValues, setValue, initial.sips.accessTariff]);

  // --- Promotional code (spec §2: the attribute or the promocode query value, validated automatically) ---
  // The code to check when the step opens: typed before, or taken by the wizard from the page's
  // promocode query value or the attribute.
  const [automaticCode] = useState(() => initial.contract.promotionalCode);
  const [coupon, setCoupon] = useState<CouponState>(automaticCode ? "checking" : "unchecked");
  const [appliedCode, setAppliedCode] = useState("");
  function applyCoupon(code: string, valid: boolean) {
    setCoupon(valid ? "valid" : "invalid");
    setAppliedCode(valid ? code.trim().toUpperCase() : "");
    if (!valid) setError("promotionalCode", { message: contractingMessageIds.couponInvalid }, { shouldFocus: true });
  }
  function couponFailed(failure: unknown) {
    if (isAborted(failure)) return;
    setCoupon("unchecked");
    setError("promotionalCode", { message: isApiError(failure) ? i18n._(describeApiError(failure.code)) : "" });
  }
  const checkCoupon = async (code: string): Promise<boolean> => {
    const wanted = code.trim();
    if (wanted === "") {
      setCoupon("unchecked");
      setAppliedCode("");
      return true;
    }
    if (coupon === "valid" && wanted.toUpperCase() === appliedCode) {
      // spec §8.4 "Coupon invalid: 'promotional code invalid'; already applied also exists".
      setError("promotionalCode", {
        message: t({ id: "contracting.coupon.alreadyApplied", message: "This promotional code is already applied." }),
      });
      return true;
    }
    setCoupon("checking");
    try {
      const { valid } = await validateCoupon(api, wanted, signal);
      applyCoupon(wanted, valid);
      return valid;
    } catch (failure) {
      couponFailed(failure);
      return false;
    }
  };
  const automatic = useRef(false);
  useEffect(() => {
    if (automatic.current || automaticCode === "") return;
    automatic.current = true;
    if (getValues("promotionalCode") !== automaticCode) setValue("promotionalCode", automaticCode);
    // Validated once the call answers (the state is already "checking").
    void validateCoupon(api, automaticCode, signal).then(
      ({ valid }) => applyCoupon(automaticCode, valid),
      (failure: unknown) => couponFailed(failure),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once when the step opens; the two handlers only set state
  }, [automaticCode, api, signal, getValues, setValue]);

  // --- Products of the tariff (cached 30 minutes by the client) ---
  const accessTariff = values.accessTariff;
  const pricelist = {
    power: tariffPower ?? undefined,
    atr: accessTariff,
    cups: initial.cups,
    selfcons: values.selfcons || undefined,
    promocode: appliedCode || undefined,
  };
  const products = useQuery(accessTariff ? contractingKeys.pricelist(pricelist) : null, (abort) => getPricelist(api, pricelist, abort));
  const productList = products.status === "success" ? products.data : null;
  useEffect(() => {
    if (productList === null) return;
    const current = getValues("selectedProduct");
    const chosen = productList.find((product) => String(product.id) === current);
    if (!chosen && current !== "") {
      setValue("selectedProduct", "");
      setValue("selectedProductName", "");
    } else if (chosen && getValues("selectedProductName") !== chosen.name) {
      setValue("selectedProductName", chosen.name);
    }
  }, [productList, getValues, setValue]);

  const six = needsSixPowers(values, locale);
  const requireDocumentation = options.requireDocumentation !== false;

  const submit = handleSubmit(async (output) => {
    const contract = output as unknown as ContractOutput;
    // A code typed but not applied is checked before going on (spec §5 "Invalid coupon").
    if (contract.promotionalCode !== "" && coupon !== "valid" && !(await checkCoupon(contract.promotionalCode))) return;
    await store.saveStep({ ...contractFields(contract) });
  });
  useStepSubmit(store, submit);

  const powerLabel = (period: number) => t({ id: "contracting.contract.power", message: `Power P${period}` });

  return (
    <form
      className="ov-contracting__form"
      noValidate
      aria-label={t({ id: "contracting.contract.formLabel", message: "Electricity contract" })}
      onSubmit={(event) => void submit(event)}
    >
      <fieldset className="ov-contracting__group">
        <legend>{t({ id: "contracting.contract.powers", message: "Contracted power" })}</legend>
        {initial.refreshed && (
          <Alert tone="info">
            {t({
              id: "contracting.contract.powersRefreshed",
              message: "The supply point changed: the powers and the tariff are now the ones of the new supply. Check them.",
            })}
          </Alert>
        )}
        {proposed && (
          <Alert tone="info">
            {t({
              id: "contracting.contract.powersProposed",
              message: "We propose this power for your supply point. Check it and change it if you need more or less.",
            })}
          </Alert>
        )}
        <p className="ov-contracting__note">
          {t({
            id: "contracting.contract.powers.hint",
            message: "Up to 15 kW two periods are enough; above 15 kW give the six periods, each at least the previous one.",
          })}
        </p>
        <div className="ov-contracting__row">
          <NumberField
            label={powerLabel(1)}
            unit="kW"
            decimals={POWER_DECIMALS}
            required
            error={error(errors.power)}
            {...register("power", { onBlur: readPower })}
          />
          <NumberField
            label={powerLabel(2)}
            unit="kW"
            decimals={POWER_DECIMALS}
            required
            error={error(errors.power2)}
            {...register("power2", { onBlur: readPower })}
          />
        </div>
        {six && (
          // spec §5: "If either exceeds 15, power3-6 required, positive, each not lower than the previous".
          <div className="ov-contracting__row">
            {PERIODS.map((name, index) => (
              <NumberField
                key={name}
                label={powerLabel(index + 3)}
                unit="kW"
                decimals={POWER_DECIMALS}
                required
                error={error(errors[name])}
                {...register(name)}
              />
            ))}
          </div>
        )}
        <AccessTariffField
          control={control}
          name="accessTariff"
          tariffs={tariffs}
          hint={
            tariffPower === null
              ? t({ id: "contracting.contract.accessTariff.hint", message: "Enter the power to see the tariffs." })
              : undefined
          }
          disabled={offered === null || offered.length === 0}
          error={error(errors.accessTariff)}
        />
        {offered !== null && offered.length === 0 && (
          // calls §7.8: "none available shows a warning with the support phone".
          <Alert tone="warning">
            {phone
              ? t({
                  id: "contracting.contract.noTariffs.phone",
                  message: `No access tariff is available for this power. Call us at ${phone} and we will help you.`,
                })
              : t({
                  id: "contracting.contract.noTariffs",
                  message: "No access tariff is available for this power. Contact us and we will help you.",
                })}
          </Alert>
        )}
      </fieldset>

      <fieldset className="ov-contracting__group">
        <legend>{t({ id: "contracting.contract.product", message: "Your product" })}</legend>
        <ProductChoice
          control={control}
          name="selectedProduct"
          label={t({ id: "contracting.contract.selectedProduct", message: "Product" })}
          products={products}
          accessTariff={accessTariff}
          onChosen={(name) => setValue("selectedProductName", name)}
          error={error(errors.selectedProduct)}
        />
        <div className="ov-contracting__coupon">
          <TextField
            label={t({ id: "contracting.contract.promotionalCode", message: "Promotional code (optional)" })}
            autoComplete="off"
            spellCheck={false}
            error={error(errors.promotionalCode)}
            {...register("promotionalCode", {
              // Another code than the applied one: the prices shown go back to the ones without a code.
              onChange: (event: { target: { value: string } }) => {
                setCoupon("unchecked");
                if (event.target.value.trim().toUpperCase() !== appliedCode) setAppliedCode("");
              },
            })}
          />
          <Button
            type="button"
            variant="secondary"
            loading={coupon === "checking"}
            onClick={() => void checkCoupon(getValues("promotionalCode"))}
          >
            {t({ id: "contracting.contract.applyCode", message: "Apply" })}
          </Button>
        </div>
        {coupon === "valid" && (
          <Alert tone="success">
            {t({
              id: "contracting.contract.codeApplied",
              message: `Promotional code ${appliedCode} applied: the prices above include it.`,
            })}
          </Alert>
        )}
      </fieldset>

      <fieldset className="ov-contracting__group">
        <legend>{t({ id: "contracting.contract.selfcons.legend", message: "Self-consumption" })}</legend>
        <Checkbox
          label={t({ id: "contracting.contract.selfcons", message: "The supply has self-consumption (solar panels)" })}
          {...register("selfcons")}
        />
        {values.selfcons && (
          <AttachmentsField
            control={control}
            name="selfconsAttachments"
            label={
              requireDocumentation
                ? t({ id: "contracting.contract.selfconsAttachments", message: "Self-consumption documents" })
                : t({ id: "contracting.contract.selfconsAttachments.optional", message: "Self-consumption documents (optional)" })
            }
            // spec §5 Uploads: "self-consumption attachments 1-3".
            limits={UPLOAD_LIMITS.selfconsAttachments}
            required={requireDocumentation}
            error={error(errors.selfconsAttachments as { message?: string; type?: unknown } | undefined)}
          />
        )}
      </fieldset>
      {failure}
      {nav}
    </form>
  );
}
