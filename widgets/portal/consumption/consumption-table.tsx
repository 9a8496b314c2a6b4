import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { ConsumptionPoint, ConsumptionType } from "../../../src/api/consumption";
import { Pagination, type PageWindow } from "../../../src/ui/pagination";
import { DataList, type DataListColumn } from "../../../src/ui/data-list";
import { TABLE_PAGE_SIZE, TABLE_PAGE_SIZES } from "./consumption.constants";

/**
 * The table view of the consumption (issue 17 item 2: "a table view of the same data for screen
 * readers and people who prefer numbers"): one page at a time, so a year of quarter hours (35,040
 * rows) is never rendered at once.
 */
export function ConsumptionTable({
  points,
  view,
  formatDate,
  formatEnergy,
  formatReactive,
}: {
  points: readonly ConsumptionPoint[];
  view: ConsumptionType;
  formatDate: (date: string) => string;
  formatEnergy: (kwh: number) => string;
  formatReactive: (kvarh: number) => string;
}) {
  const { t } = useLingui();
  const [page, setPage] = useState<PageWindow>({ offset: 0, limit: TABLE_PAGE_SIZE });
  // A new answer (another range or view) starts again at the first page.
  const [shown, setShown] = useState(points);
  if (shown !== points) {
    setShown(points);
    setPage((current) => ({ ...current, offset: 0 }));
  }
  const columns: DataListColumn<ConsumptionPoint>[] = [
    {
      id: "date",
      header:
        view === "monthly"
          ? t({ id: "portal.consumption.table.month", message: "Month" })
          : t({ id: "portal.consumption.table.date", message: "Date" }),
      role: "title",
      cell: (row) => formatDate(row.date),
    },
    {
      id: "period",
      role: "fact",
      header: t({ id: "portal.consumption.table.period", message: "Period" }),
      cell: (row) => row.period ?? "–",
    },
    {
      id: "active",
      role: "fact",
      header: t({ id: "portal.consumption.measure.active", message: "Active energy" }),
      cell: (row) => formatEnergy(row.active),
      align: "end",
    },
    {
      id: "exported",
      role: "fact",
      header: t({ id: "portal.consumption.measure.exported", message: "Exported energy" }),
      cell: (row) => formatEnergy(row.exported),
      align: "end",
    },
    {
      id: "reactive",
      role: "fact",
      header: t({ id: "portal.consumption.measure.reactive", message: "Reactive energy" }),
      cell: (row) => formatReactive(row.reactive),
      align: "end",
    },
  ];
  const rows = points.slice(page.offset, page.offset + page.limit);
  return (
    <div className="ov-consumption__table">
      <DataList
        caption={t({ id: "portal.consumption.table.caption", message: "Consumption by date and period" })}
        captionShown
        // A series of figures to compare down the columns: a table at every width, scrolling sideways on a phone.
        tableFrom="always"
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.date}|${row.period ?? ""}`}
      />
      <Pagination
        offset={page.offset}
        limit={page.limit}
        total={points.length}
        pageSizeOptions={TABLE_PAGE_SIZES}
        label={t({ id: "portal.consumption.table.pages", message: "Pages of the consumption table" })}
        onChange={setPage}
      />
    </div>
  );
}
