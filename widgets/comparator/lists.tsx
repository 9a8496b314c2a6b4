import { useLingui } from "@lingui/react/macro";
import type { SchemaForm } from "../../src/forms/use-schema-form";

type FieldProps = ReturnType<SchemaForm<Record<string, string>, unknown>["field"]>;
import type { AccessTariff, Comer } from "../../src/api/tariff-lists";
import type { Query } from "../../src/runtime/query";
import { useSettings } from "../../src/runtime/widget-context";
import { Alert } from "../../src/ui/alert";
import { RetryFailure } from "../../src/ui/retry-failure";
import { Select } from "../../src/ui/select";

type Loaded<T> = Query<T[]>;

interface ListSelectProps<T> {
  remote: Loaded<T>;
  error?: string;
  registration: FieldProps;
}

/** The catalogue message of a failed list call, with a retry (issue 4: "API down shows the catalogue message with retry"). */
function ListFailure({ remote, what }: { remote: { error: unknown; retry: () => void }; what: string }) {
  const { t } = useLingui();
  return (
    <RetryFailure
      focus="idle"
      title={what}
      error={remote.error}
      retry={{ label: t({ id: "comparator.retry", message: "Try again" }), onClick: remote.retry }}
    />
  );
}

/** Company of origin, from leads/comers (cached 30 minutes by the API client, spec §9). */
export function ComerSelect({ remote, error, registration }: ListSelectProps<Comer>) {
  const { t } = useLingui();
  const label = t({ id: "comparator.comerOrigin", message: "Current company" });
  if (remote.status === "error")
    return (
      <ListFailure remote={remote} what={t({ id: "comparator.comers.failed", message: "The list of companies could not be loaded." })} />
    );
  return (
    <Select
      label={label}
      required
      placeholder={
        remote.status === "loading"
          ? t({ id: "comparator.loading", message: "Loading…" })
          : t({ id: "comparator.choose", message: "Choose…" })
      }
      disabled={remote.status !== "success"}
      options={(remote.data ?? []).map((comer) => ({ value: String(comer.id), label: comer.name }))}
      error={error}
      {...registration}
    />
  );
}

/** Access tariff: follows the power typed (electricity) or the fixed gas list. */
export function TariffSelect({
  remote,
  error,
  registration,
  waitingForPower = false,
}: ListSelectProps<AccessTariff> & { waitingForPower?: boolean }) {
  const { t } = useLingui();
  const phone = useSettings((settings) => settings.organization.phone_crm);
  if (remote.status === "error")
    return (
      <ListFailure remote={remote} what={t({ id: "comparator.tariffs.failed", message: "The access tariffs could not be loaded." })} />
    );
  const tariffs = remote.data ?? [];
  return (
    <>
      <Select
        label={t({ id: "comparator.accessTariff", message: "Access tariff" })}
        hint={
          waitingForPower ? t({ id: "comparator.accessTariff.hint", message: "Enter the contracted power to see the tariffs." }) : undefined
        }
        required
        placeholder={
          remote.status === "loading"
            ? t({ id: "comparator.loading", message: "Loading…" })
            : t({ id: "comparator.choose", message: "Choose…" })
        }
        disabled={remote.status !== "success" || tariffs.length === 0}
        options={tariffs.map((tariff) => ({ value: String(tariff.id), label: tariff.name ?? String(tariff.id) }))}
        error={error}
        {...registration}
      />
      {remote.status === "success" && tariffs.length === 0 && (
        // calls §7.8: "none available shows a warning with the support phone"
        <Alert tone="warning">
          {phone
            ? t({
                id: "comparator.noTariffs.phone",
                message: `No access tariff is available for this power. Call us at ${phone} and we will help you.`,
              })
            : t({ id: "comparator.noTariffs", message: "No access tariff is available for this power. Contact us and we will help you." })}
        </Alert>
      )}
    </>
  );
}
