import { useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { downloadContractPdf, type Contract, type ContractType } from "../../../src/api/contracts";
import { isAborted } from "../../../src/api/errors";
import { formatMoney, formatNumber, formatPower } from "../../../src/i18n/format";
import { useStore } from "zustand";
import { useApi, useLocale, useRuntime } from "../../../src/runtime/widget-context";
import { Alert } from "../../../src/ui/alert";
import { Button } from "../../../src/ui/button";
import { contractStateLabel, hasDebt } from "./contract-state";
import { useStateLabel } from "./labels";
import { saveFile } from "../../../src/ui/save-file";
import { safeHttpUrl } from "../../../src/domain/safe-url";

/** A card of the detail: a titled section. */
export function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="ov-contracts__card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Label and value pairs; rows without a value are left out. */
export function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="ov-contracts__facts">
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== "")
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** spec §2 Contract detail "contract data": state label (§4), debt, product, tariff, powers per period, pending signatures. */
export function ContractDataCard({ contract }: { contract: Contract }) {
  const { t } = useLingui();
  const locale = useLocale();
  const stateLabel = useStateLabel();
  const signatures: Record<string, string> = {
    iban: t({ id: "portal.contracts.signature.iban", message: "Bank account change" }),
    power: t({ id: "portal.contracts.signature.power", message: "Power change" }),
  };
  const pending = [...contract.awaitingSignature, ...(contract.noCessionSips?.awaitingSignature ? ["sips"] : [])].map(
    (process) =>
      signatures[process] ??
      (process === "sips" ? t({ id: "portal.contracts.signature.sips", message: "Opt-out of sharing metering data" }) : process),
  );
  return (
    <Card id="ov-contracts-data" title={t({ id: "portal.contracts.data.title", message: "Contract data" })}>
      <Facts
        rows={[
          [t({ id: "portal.contracts.data.number", message: "Contract number" }), contract.name],
          [t({ id: "portal.contracts.data.state", message: "State" }), stateLabel(contractStateLabel(contract))],
          [t({ id: "portal.contracts.data.holder", message: "Holder" }), contract.ownerName],
          [
            t({ id: "portal.contracts.data.debt", message: "Pending payments" }),
            // spec §4 "Debt: shown if amount_debt is above 0, else no debt".
            hasDebt(contract) ? formatMoney(contract.amountDebt, locale) : t({ id: "portal.contracts.noDebt", message: "Up to date" }),
          ],
          [t({ id: "portal.contracts.data.product", message: "Product" }), contract.priceList?.commercialName ?? contract.priceList?.name],
          [t({ id: "portal.contracts.data.tariff", message: "Access tariff" }), contract.tariff],
          [t({ id: "portal.contracts.data.iban", message: "Bank account" }), contract.bankAccount?.iban],
        ]}
      />
      {contract.powers.length > 0 && (
        <Facts
          rows={contract.powers.map(
            (power) => [t({ id: "portal.contracts.data.power", message: `Power ${power.period}` }), formatPower(power.kw, locale)] as const,
          )}
        />
      )}
      {pending.length > 0 && (
        <Alert tone="info" title={t({ id: "portal.contracts.signature.title", message: "Waiting for your signature" })}>
          <ul className="ov-contracts__pending">
            {pending.map((process) => (
              <li key={process}>{process}</li>
            ))}
          </ul>
        </Alert>
      )}
    </Card>
  );
}

/** spec §2 Contract detail "supply point (CUPS) info": CUPS, address, cadastral reference, distributor; gas pressure and flow. */
export function SupplyPointCard({ contract }: { contract: Contract }) {
  const { t } = useLingui();
  const locale = useLocale();
  const website = safeHttpUrl(contract.distributor?.website ?? "");
  return (
    <Card id="ov-contracts-supply" title={t({ id: "portal.contracts.supply.title", message: "Supply point" })}>
      <Facts
        rows={[
          [t({ id: "portal.contracts.supply.cups", message: "CUPS" }), contract.supplyPoint.cups],
          [t({ id: "portal.contracts.supply.address", message: "Address" }), contract.supplyPoint.fullAddress],
          [
            t({ id: "portal.contracts.supply.cadastral", message: "Cadastral reference" }),
            contract.cadastralReference ?? contract.supplyPoint.cadastralReference,
          ],
          [t({ id: "portal.contracts.supply.distributor", message: "Distributor" }), contract.distributor?.name],
          [
            t({ id: "portal.contracts.supply.website", message: "Distributor website" }),
            website ? (
              <a href={website} target="_blank" rel="noopener noreferrer">
                {contract.distributor?.website}
              </a>
            ) : null,
          ],
          [t({ id: "portal.contracts.supply.reference", message: "Distributor reference" }), contract.distributorReference],
          [
            t({ id: "portal.contracts.supply.phone", message: "Distributor phone" }),
            contract.distributorPhone ? (
              <a href={`tel:${contract.distributorPhone.replace(/\s+/g, "")}`}>{contract.distributorPhone}</a>
            ) : null,
          ],
          // spec §3 "gas adds pressio and caudal".
          [
            t({ id: "portal.contracts.supply.pressure", message: "Pressure" }),
            contract.pressure === null ? null : `${formatNumber(contract.pressure, locale, 2)}\u00a0bar`,
          ],
          [
            t({ id: "portal.contracts.supply.flow", message: "Flow rate" }),
            contract.flowRate === null ? null : `${formatNumber(contract.flowRate, locale, 2)}\u00a0m³/h`,
          ],
        ]}
      />
    </Card>
  );
}

/**
 * spec §2 / calls §7.4: the contract report, `?lang`, v1 electricity and v2 gas (the client adds `lang`);
 * hidden by the `disableDownloadContractReport` flag.
 * @returns a download function (for `action=download`) and the button, or null when hidden
 */
export function useContractPdf(contract: Contract, contractType: ContractType) {
  const { t } = useLingui();
  const api = useApi();
  // An off switch: only an explicit true hides the download (useFeature reads a missing flag as on).
  const disabled = useStore(useRuntime().settings, (state) => state.flags?.disableDownloadContractReport === true);
  const [state, setState] = useState<"idle" | "loading" | "error">("idle");
  const download = async () => {
    setState("loading");
    try {
      saveFile(await downloadContractPdf(api, contract.name, contractType), `${contract.name}.pdf`);
      setState("idle");
    } catch (error) {
      if (!isAborted(error)) setState("error");
    }
  };
  const button = disabled ? null : (
    <div className="ov-contracts__pdf">
      <Button variant="secondary" loading={state === "loading"} onClick={() => void download()}>
        {t({ id: "portal.contracts.pdf", message: "Download the contract (PDF)" })}
      </Button>
      {state === "error" && (
        <Alert tone="error">
          {t({ id: "portal.contracts.pdf.failed", message: "The contract could not be downloaded. Please try again." })}
        </Alert>
      )}
    </div>
  );
  return { download: disabled ? null : download, button };
}
