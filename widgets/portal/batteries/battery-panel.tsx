/**
 * The virtual battery panel of an electricity contract's detail (portal-spec §2 "Virtual battery
 * panel"; issue 17 items 4–6): the assignments table with the discount management, the modify-
 * percentage dialog, the move stepper, the origin warning, the Excel download and the distribution
 * preview. Lent to the contract detail through the `contractDetail` slot (see `./area.ts`).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useMemo } from "react";
import {
  batteryKeys,
  changeBatteryPercentage,
  exportBatteries,
  moveBattery,
  setBatteryDiscountManagement,
  type BatteryAssignment,
} from "../../../src/api/batteries";
import type { Contract, ContractType } from "../../../src/api/contracts";
import { otherShares } from "../../../src/domain/batteries/distribution";
import { batteryPermissions, otherBatteries, sharingContracts, type BatteryPermissions } from "../../../src/domain/batteries/permissions";
import { useInvalidate } from "../../../src/runtime/query";
import { useCanModify } from "../../../src/runtime/use-can-modify";
import { useAbortSignal, useApi, useSettings } from "../../../src/runtime/widget-context";
import { useFlowStore } from "../../../src/state/flow-store";
import { useFaultReporter } from "../../../src/state/mutation";
import { Alert } from "../../../src/ui/alert";
import { Button } from "../../../src/ui/button";
import { AssignmentsTable } from "./assignments-table";
import { createBatteryStore, savingDiscountOf } from "./battery-store";
import { RENDER_TYPE_SELECT } from "./batteries.constants";
import { DistributionPreview } from "./distribution-preview";
import { CANT_DO_OPERATION } from "./batteries.texts";
import { MoveDialog } from "./move-dialog";
import { OriginWarningDialog } from "./origin-warning-dialog";
import { PercentageDialog } from "./percentage-dialog";
import { saveFile } from "../../../src/ui/save-file";
import { todayIso } from "./today";
import { useBatteryShares, useBatteryTypes, useCustomerBatteries } from "./use-battery-data";

/** The name of the batteries export when the server names none (calls §7.5: an Excel workbook). */
const EXPORT_FILENAME = "virtual-batteries.xls";

/** What the `contractDetail` slot gives (widgets/portal/shell/slots.tsx). */
export interface BatteryPanelProps {
  contract: Contract;
  contractType: ContractType;
}

/**
 * The virtual battery panel of one electricity contract.
 * @param props - the contract shown by the detail, and its type
 * @returns the panel's section content
 * @example <BatteryPanel contract={contract} contractType="electricity" />
 */
export function BatteryPanel({ contract }: BatteryPanelProps) {
  const { t } = useLingui();
  const api = useApi();
  const signal = useAbortSignal();
  const invalidate = useInvalidate();
  const { canModify, reason: readOnlyReason } = useCanModify();
  const renderType = useSettings((settings) => settings.contract.virtualBattery.renderType);
  const report = useFaultReporter();
  const { store, snap } = useFlowStore(() =>
    createBatteryStore({
      calls: {
        setDiscountManagement: (batteryId, value, sendSignal) =>
          setBatteryDiscountManagement(api, contract.name, batteryId, value, sendSignal),
        changePercentage: (batteryId, percentage, sendSignal) =>
          changeBatteryPercentage(api, contract.name, batteryId, percentage, sendSignal),
        move: (originBatteryId, move, sendSignal) => moveBattery(api, contract.name, originBatteryId, move, sendSignal),
        exportBatteries: (batteryIds) => exportBatteries(api, batteryIds, signal),
      },
      // The shares of every battery shown may have changed (the others are rescaled by weight).
      changed: () => void invalidate(batteryKeys.allPercentages),
      // calls §7.5: an Excel workbook, named by the server or as here.
      save: (file) => saveFile(file, EXPORT_FILENAME),
      report,
    }),
  );

  const assignments = snap.assignments ?? contract.virtualBatteries;
  const today = todayIso();
  const batteryIds = useMemo(() => assignments.map((assignment) => assignment.battery.id), [assignments]);
  const shares = useBatteryShares(batteryIds);
  const types = useBatteryTypes(true);
  // Only a share that could move needs the other contracts' batteries.
  const mayMove = canModify && assignments.some((assignment) => !assignment.isOrigin);
  const customer = useCustomerBatteries(mayMove);

  // This contract's share: the percentages answer names no contract (calls §3), so it is the
  // assignment's pes_percentatge, or the value last saved from the modify dialog.
  const saved = snap.saved;
  const ownShareOf = useCallback((assignment: BatteryAssignment) => saved[String(assignment.id)] ?? assignment.percentage, [saved]);

  const permissions = useMemo(() => {
    const result: Record<string, BatteryPermissions> = {};
    for (const assignment of assignments) {
      const batteryShares = shares.data?.[String(assignment.battery.id)];
      const sharing = batteryShares
        ? sharingContracts(
            otherShares(
              batteryShares.map((share) => share.percentage),
              ownShareOf(assignment),
            ),
          )
        : null;
      const others = customer.data ? otherBatteries(contract.name, assignment.battery.id, customer.data) : null;
      result[String(assignment.id)] = batteryPermissions(assignment, {
        today,
        canModify,
        contractAssignments: assignments,
        sharingContracts: sharing,
        otherBatteries: others ? others.map((battery) => battery.id) : null,
      });
    }
    return result;
  }, [assignments, shares.data, customer.data, contract.name, today, canModify, ownShareOf]);

  const percentageAssignment = snap.percentage
    ? assignments.find((assignment) => String(assignment.id) === snap.percentage?.assignmentId)
    : undefined;
  const moveAssignment = snap.move ? assignments.find((assignment) => String(assignment.id) === snap.move?.assignmentId) : undefined;
  const destinations = moveAssignment && customer.data ? otherBatteries(contract.name, moveAssignment.battery.id, customer.data) : [];

  return (
    <div className="ov-batteries">
      <div className="ov-batteries__head">
        <h2 className="ov-batteries__title">
          <Trans id="portal.batteries.title">Virtual battery</Trans>
        </h2>
        <Button
          variant="secondary"
          loading={snap.exporting}
          disabled={assignments.length === 0}
          onClick={() => void store.exportBatteries(batteryIds.filter((id, index) => batteryIds.indexOf(id) === index))}
        >
          <Trans id="portal.batteries.export">Download in Excel</Trans>
        </Button>
      </div>
      {snap.exportFailed && (
        <Alert tone="error" onDismiss={store.dismissFailure}>
          <Trans id="portal.batteries.exportFailed">The batteries could not be downloaded. Please try again.</Trans>
        </Alert>
      )}
      {snap.sends.discount.error && (
        <Alert tone="error" onDismiss={store.dismissFailure}>
          {t(CANT_DO_OPERATION)}
        </Alert>
      )}
      <AssignmentsTable
        assignments={assignments}
        permissions={permissions}
        readOnlyReason={readOnlyReason}
        renderType={renderType === RENDER_TYPE_SELECT ? "select" : "toggle"}
        types={types.data ?? null}
        discountOf={(assignment) => snap.discount[String(assignment.id)] ?? assignment.discountManagement}
        savingDiscount={savingDiscountOf(snap)}
        percentageOf={ownShareOf}
        onDiscount={(assignment, value) => void store.setDiscount(assignment, value)}
        onModify={(assignment) => store.openPercentage(assignment, ownShareOf(assignment))}
        onMove={(assignment) => store.openMove(assignment)}
      />
      <DistributionPreview
        contractName={contract.name}
        assignments={assignments.filter((assignment) => permissions[String(assignment.id)]?.active)}
        shares={shares}
        ownShareOf={ownShareOf}
        preview={snap.preview}
        onPreview={store.setPreview}
      />
      <PercentageDialog
        store={store}
        dialog={snap.percentage}
        send={snap.sends.percentage}
        batteryName={percentageAssignment?.battery.name ?? ""}
      />
      <MoveDialog
        store={store}
        dialog={snap.move}
        send={snap.sends.move}
        origin={moveAssignment ?? null}
        destinations={destinations}
        ownShareOf={(batteryId) => {
          // The contract's active share of that battery, if it has one (the move adds to it).
          const held = assignments.find(
            (assignment) => String(assignment.battery.id) === String(batteryId) && permissions[String(assignment.id)]?.active,
          );
          return held ? ownShareOf(held) : null;
        }}
      />
      <OriginWarningDialog open={snap.originWarning} onClose={store.closeOriginWarning} />
    </div>
  );
}
