import { useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { downloadContractPdf, type Contract, type ContractType } from "../../../src/api/contracts";
import { isAborted } from "../../../src/api/errors";
import { formatDate, formatNumber } from "../../../src/i18n/format";
import { useStore } from "zustand";
import { useApi, useLocale, useRuntime } from "../../../src/runtime/widget-context";
import { Alert } from "../../../src/ui/alert";
import { Identifier, LinkValue } from "../../../src/ui/identifier";
import { saveFile } from "../../../src/ui/save-file";
import { safeHttpUrl } from "../../../src/domain/safe-url";

/** A card of the detail: a titled section. */
export function Card({ id, title, wide, children }: { id: string; title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={wide ? "ov-contracts__card ov-contracts__card--wide" : "ov-contracts__card"} aria-labelledby={id}>
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

/**
 * spec §2 Contract detail "contract data", what the summary above it does not say: the number, the
 * holder, who is invoiced and when it was signed (the state, product, tariff, powers, bank account and
 * pending signatures lead the screen in the summary, contract-summary.tsx).
 */
export function ContractDataCard({ contract }: { contract: Contract }) {
  const { t } = useLingui();
  const locale = useLocale();
  const fiscal = contract.fiscalPartner;
  return (
    <Card id="ov-contracts-data" title={t({ id: "portal.contracts.data.title", message: "Contract data" })}>
      <Facts
        rows={[
          [t({ id: "portal.contracts.data.number", message: "Contract number" }), contract.name],
          [t({ id: "portal.contracts.data.holder", message: "Holder" }), contract.ownerName],
          [
            t({ id: "portal.contracts.data.invoicedTo", message: "Invoiced to" }),
            fiscal?.name ? [fiscal.name, fiscal.taxId].filter(Boolean).join(" · ") : null,
          ],
          [t({ id: "portal.contracts.data.tariff", message: "Access tariff" }), contract.tariff],
          [
            t({ id: "portal.contracts.data.signed", message: "Signed on" }),
            contract.signDate ? formatDate(contract.signDate, locale) : null,
          ],
        ]}
      />
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
          [
            t({ id: "portal.contracts.supply.cups", message: "CUPS" }),
            contract.supplyPoint.cups ? (
              <Identifier
                value={contract.supplyPoint.cups}
                copyLabel={t({ id: "portal.contracts.supply.copyCups", message: "Copy the CUPS" })}
              />
            ) : null,
          ],
          // The address and the cadastral reference lead the screen in the summary.
          [t({ id: "portal.contracts.supply.distributor", message: "Distributor" }), contract.distributor?.name],
          [
            t({ id: "portal.contracts.supply.website", message: "Distributor website" }),
            website ? <LinkValue href={website} text={contract.distributor?.website ?? website} /> : null,
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
 * hidden by the `disableDownloadContractReport` flag. The detail offers it in its "More actions" menu.
 * @returns a download function (for `action=download` and the menu), or null when hidden; whether it
 *   runs; and its failure's message, or null
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
  const failure =
    state === "error" ? (
      <Alert tone="error">
        {t({ id: "portal.contracts.pdf.failed", message: "The contract could not be downloaded. Please try again." })}
      </Alert>
    ) : null;
  return {
    download: disabled ? null : download,
    label: t({ id: "portal.contracts.pdf", message: "Download the contract (PDF)" }),
    loading: state === "loading",
    failure,
  };
}
