/**
 * The assignments table of the battery panel (portal-spec §2: "table with name, accumulated discount,
 * percentage, discount management (toggle or select)"), with the row's modify and move actions, each
 * disabled with its reason (portal-spec §6).
 */
import { useLingui } from "@lingui/react/macro";
import type { BatteryAssignment, BatteryType } from "../../../src/api/batteries";
import type { ActionVerdict, BatteryPermissions } from "../../../src/domain/batteries/permissions";
import { formatMoney } from "../../../src/i18n/format";
import { useLocale } from "../../../src/runtime/widget-context";
import { Button } from "../../../src/ui/button";
import { Chip } from "../../../src/ui/chip";
import { Select } from "../../../src/ui/select";
import { Switch } from "../../../src/ui/switch";
import { DataList, type DataListColumn } from "../../../src/ui/data-list";
import { Tooltip } from "../../../src/ui/tooltip";
import { APPLY_DISCOUNTS } from "./batteries.constants";
import { BLOCK_MESSAGES } from "./batteries.texts";
import { useBatteryLabels } from "./use-battery-labels";

export interface AssignmentsTableProps {
  assignments: readonly BatteryAssignment[];
  permissions: Record<string, BatteryPermissions>;
  readOnlyReason: string | undefined;
  renderType: "toggle" | "select";
  types: readonly BatteryType[] | null;
  discountOf: (assignment: BatteryAssignment) => string;
  savingDiscount: string | null;
  percentageOf: (assignment: BatteryAssignment) => number;
  onDiscount: (assignment: BatteryAssignment, value: string) => void;
  onModify: (assignment: BatteryAssignment) => void;
  onMove: (assignment: BatteryAssignment) => void;
}

/**
 * The contract's battery shares, one row each: a table where the panel is wide, a card per battery on a
 * phone (its name and locked state on top, the accumulated discount large, the percentage and the
 * discount management labelled, the two actions at its foot).
 * @param props - the rows, their verdicts and the handlers of their actions
 * @returns the table
 */
export function AssignmentsTable(props: AssignmentsTableProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { percent } = useBatteryLabels();
  const { permissions, readOnlyReason, renderType, types } = props;
  const verdictOf = (assignment: BatteryAssignment) => permissions[String(assignment.id)];
  const reasonOf = (verdict: ActionVerdict | undefined): string | undefined => {
    if (!verdict || verdict.allowed) return undefined;
    return verdict.reason === "readOnly" ? readOnlyReason : i18n._(BLOCK_MESSAGES[verdict.reason]);
  };
  // The toggle's "off" is the first type that does not apply the discounts (the sandbox's `acumular`).
  const keepType = types?.find((type) => type.name !== APPLY_DISCOUNTS)?.name ?? null;

  const columns: DataListColumn<BatteryAssignment>[] = [
    {
      id: "battery",
      role: "title",
      control: true,
      width: "minmax(8rem, 1.2fr)",
      header: t({ id: "portal.batteries.column.battery", message: "Battery" }),
      cell: (assignment) => {
        const verdict = verdictOf(assignment);
        return (
          <span className="ov-batteries__name">
            <span>{assignment.battery.name}</span>
            {verdict?.walletLocked && (
              // portal-spec §4 "solar wallet locked" (0 % or inactive): said in words, explained in a tooltip.
              <Tooltip
                content={
                  verdict.active
                    ? t({
                        id: "portal.batteries.locked.zero",
                        message: "This contract's share is 0 %: it receives no discount from this battery.",
                      })
                    : i18n._(BLOCK_MESSAGES.inactive)
                }
              >
                {(trigger) => (
                  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the tooltip must be reachable by keyboard (WCAG 1.4.13)
                  <span tabIndex={0} className="ov-batteries__lock" {...trigger}>
                    <Chip tone="warning">{t({ id: "portal.batteries.locked", message: "Solar wallet locked" })}</Chip>
                  </span>
                )}
              </Tooltip>
            )}
          </span>
        );
      },
    },
    {
      id: "discount",
      role: "primary",
      width: "8.5rem",
      header: t({ id: "portal.batteries.column.discount", message: "Accumulated discount" }),
      align: "end",
      cell: (assignment) => formatMoney(assignment.totalDiscount, locale),
    },
    {
      id: "percentage",
      role: "fact",
      width: "7rem",
      header: t({ id: "portal.batteries.column.percentage", message: "Percentage" }),
      align: "end",
      cell: (assignment) => percent(props.percentageOf(assignment)),
    },
    {
      id: "management",
      role: "fact",
      control: true,
      width: "minmax(12rem, 2fr)",
      header: t({ id: "portal.batteries.column.management", message: "Discount management" }),
      cell: (assignment) => {
        const verdict = verdictOf(assignment)?.discount;
        const reason = reasonOf(verdict);
        const saving = props.savingDiscount === String(assignment.id);
        const value = props.discountOf(assignment);
        const batteryName = assignment.battery.name;
        const label = (
          <span className="ov-visually-hidden">
            {t({ id: "portal.batteries.management.label", message: `Discount management of ${batteryName}` })}
          </span>
        );
        if (renderType === "select") {
          const options = (types ?? []).map((type) => ({ value: type.name, label: type.description || type.name }));
          // The current value stays choosable while the types load (or when the server has dropped it).
          if (!options.some((option) => option.value === value)) options.unshift({ value, label: value });
          return (
            <Select
              className="ov-batteries__select"
              label={label}
              // A disabled select cannot be focused for a tooltip: the reason is its visible hint.
              hint={reason}
              options={options}
              value={value}
              disabled={Boolean(reason) || saving}
              onChange={(event) => props.onDiscount(assignment, event.target.value)}
            />
          );
        }
        return (
          <Switch
            label={label}
            checked={value === APPLY_DISCOUNTS}
            disabled={Boolean(reason) || saving || (value === APPLY_DISCOUNTS && keepType === null)}
            disabledReason={reason}
            aria-busy={saving || undefined}
            onCheckedChange={(on) => {
              const next = on ? APPLY_DISCOUNTS : keepType;
              if (next) props.onDiscount(assignment, next);
            }}
          />
        );
      },
    },
    {
      id: "actions",
      role: "actions",
      // Both buttons on one line in most languages; they wrap in the cell where longer.
      width: "17.5rem",
      header: t({ id: "portal.batteries.column.actions", message: "Actions" }),
      cell: (assignment) => {
        const verdict = verdictOf(assignment);
        const batteryName = assignment.battery.name;
        return (
          <span className="ov-batteries__actions">
            <Button
              size="small"
              variant="secondary"
              disabled={!verdict?.modify.allowed}
              disabledReason={reasonOf(verdict?.modify)}
              aria-label={t({ id: "portal.batteries.modify.label", message: `Modify percentage of ${batteryName}` })}
              onClick={() => props.onModify(assignment)}
            >
              {t({ id: "portal.batteries.modify", message: "Modify percentage" })}
            </Button>
            <Button
              size="small"
              variant="secondary"
              disabled={!verdict?.move.allowed}
              disabledReason={reasonOf(verdict?.move)}
              aria-label={t({ id: "portal.batteries.move.label", message: `Move the share of ${batteryName}` })}
              onClick={() => props.onMove(assignment)}
            >
              {t({ id: "portal.batteries.move", message: "Move" })}
            </Button>
          </span>
        );
      },
    },
  ];

  return (
    <DataList
      caption={t({ id: "portal.batteries.caption", message: "Batteries of this contract" })}
      columns={columns}
      rows={props.assignments}
      rowKey={(assignment) => String(assignment.id)}
      emptyState={t({ id: "portal.batteries.empty", message: "This contract has no virtual battery." })}
    />
  );
}
