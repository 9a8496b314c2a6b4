import { useLingui } from "@lingui/react/macro";
import { useMemo, useRef, useState } from "react";
import { listCases, supportKeys, type SupportCase } from "../../../src/api/support";
import { pathOf } from "../../../src/domain/portal/routes";
import { useQuery } from "../../../src/runtime/query";
import { formatDate } from "../../../src/i18n/format";
import { useApi, useLocale } from "../../../src/runtime/widget-context";
import { Chip } from "../../../src/ui/chip";
import { DataList, type DataListColumn } from "../../../src/ui/data-list";
import { Pagination, type PageWindow } from "../../../src/ui/pagination";
import { Skeleton } from "../../../src/ui/skeleton";
import { PortalLink } from "../shared/portal-link";
import { CaseGate } from "./case-gate";
import { SUPPORT_PAGE_SIZE } from "./support.constants";
import { LoadFailure } from "./form-parts";
import { describeCase } from "./support.texts";
import { useScreenTitleFocus } from "../shell/router";

/**
 * The requests as the kit's data list (issue 39 item 1): a table on a desktop, a card per request on a
 * phone with its subject (a link to its detail) and state on top, then its number, section, category,
 * contract and opening date (spec §2 and issue 19 item 1: "section, category, contract, subject, state").
 */
function CaseTable({ items }: { items: readonly SupportCase[] }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const columns = useMemo<DataListColumn<SupportCase>[]>(
    () => [
      {
        id: "subject",
        role: "title",
        width: "minmax(10rem, 2fr)",
        header: t({ id: "portal.support.subject", message: "Subject" }),
        cell: (item) => <PortalLink to={pathOf("supportRequest", { id: String(item.id) })}>{item.subject}</PortalLink>,
        fullText: (item) => item.subject,
      },
      {
        id: "state",
        role: "status",
        width: "minmax(8rem, 1.2fr)",
        header: t({ id: "portal.support.state", message: "State" }),
        cell: (item) => {
          const { state, tone } = describeCase(i18n, item);
          return <Chip tone={tone}>{state}</Chip>;
        },
      },
      {
        id: "number",
        role: "fact",
        width: "6rem",
        header: t({ id: "portal.support.number", message: "Number" }),
        cell: (item) => String(item.id),
      },
      {
        id: "section",
        role: "fact",
        header: t({ id: "portal.support.section", message: "Section" }),
        cell: (item) => describeCase(i18n, item).section ?? "",
      },
      {
        id: "category",
        role: "fact",
        header: t({ id: "portal.support.category", message: "Category" }),
        cell: (item) => item.category?.name ?? "",
        fullText: (item) => item.category?.name,
      },
      {
        id: "contract",
        role: "fact",
        width: "6.5rem",
        header: t({ id: "portal.support.contract", message: "Contract" }),
        cell: (item) => item.contract?.name ?? "",
      },
      {
        id: "created",
        role: "fact",
        width: "6.5rem",
        header: t({ id: "portal.support.created", message: "Opened" }),
        cell: (item) => formatDate(item.createdAt, locale),
      },
    ],
    [t, i18n, locale],
  );
  return (
    <DataList
      caption={t({ id: "portal.area.supportRequests", message: "Support requests" })}
      columns={columns}
      rows={items}
      rowKey={(item) => String(item.id)}
    />
  );
}

/** The support requests list, paged (calls §7.7 does not have it: an optional server extension, `crm/cases/`). */
function CaseList() {
  const { t } = useLingui();
  const api = useApi();
  const [page, setPage] = useState<PageWindow>({ offset: 0, limit: SUPPORT_PAGE_SIZE });
  const cases = useQuery(supportKeys.cases(page.offset, page.limit), (signal) => listCases(api, page, signal));

  if (cases.status === "error") {
    return (
      <LoadFailure title={t({ id: "portal.support.listFailed", message: "Your support requests could not be loaded." })} query={cases} />
    );
  }
  // A server without the list (an optional extension, src/api/support.ts): the screen offers what
  // the catalogue has, a new request, and says where the answers come.
  if (cases.status === "success" && cases.data === null)
    return (
      <p className="ov-support__not-listed">
        {t({
          id: "portal.support.notListed",
          message: "The requests you send are answered by email or phone; this office does not list them.",
        })}
      </p>
    );
  if (!cases.data) return <Skeleton lines={8} />;
  if (cases.data.total === 0) return <p>{t({ id: "portal.support.empty", message: "You have no support requests yet." })}</p>;
  return (
    <>
      <div aria-busy={cases.status === "loading" || undefined}>
        <CaseTable items={cases.data.items} />
      </div>
      <Pagination
        offset={page.offset}
        limit={page.limit}
        total={cases.data.total}
        onChange={setPage}
        label={t({ id: "portal.support.pages", message: "Pages of support requests" })}
      />
    </>
  );
}

/** The support requests route (/solicituts): the list and the way to open a new one, behind `crm.case`. */
export function SupportRequestsScreen() {
  const { t } = useLingui();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useScreenTitleFocus(titleRef);
  return (
    <section className="ov-portal__page">
      <div className="ov-support__head">
        <h1 ref={titleRef} tabIndex={-1} className="ov-portal__title">
          {t({ id: "portal.area.supportRequests", message: "Support requests" })}
        </h1>
      </div>
      <CaseGate>
        <p>
          <PortalLink className="ov-button ov-button--primary ov-button--medium" to={pathOf("supportCreate")}>
            {t({ id: "portal.support.new", message: "New support request" })}
          </PortalLink>
        </p>
        <CaseList />
      </CaseGate>
    </section>
  );
}
