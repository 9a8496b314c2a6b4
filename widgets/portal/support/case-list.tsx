import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { listCases, supportKeys, type SupportCase } from "../../../src/api/support";
import { pathOf } from "../../../src/domain/portal/routes";
import { useQuery } from "../../../src/runtime/query";
import { useApi } from "../../../src/runtime/widget-context";
import { Chip } from "../../../src/ui/chip";
import { Pagination, type PageWindow } from "../../../src/ui/pagination";
import { Skeleton } from "../../../src/ui/skeleton";
import { PortalLink } from "../shared/portal-link";
import { CaseGate } from "./case-gate";
import { SUPPORT_PAGE_SIZE } from "./support.constants";
import { CaseFacts } from "./case-facts";
import { LoadFailure } from "./form-parts";
import { describeCase } from "./support.texts";
import { useScreenTitleFocus } from "../shell/router";

/**
 * One support request of the list (spec §2 and issue 19 item 1: "section, category, contract,
 * subject, state"), its subject a link to its detail.
 */
function CaseRow({ item }: { item: SupportCase }) {
  const { i18n } = useLingui();
  const { state, tone } = describeCase(i18n, item);
  return (
    <li className="ov-support__case">
      <h2 className="ov-support__case-title">
        <PortalLink to={pathOf("supportRequest", { id: String(item.id) })}>{item.subject}</PortalLink>
      </h2>
      <Chip tone={tone}>{state}</Chip>
      <CaseFacts item={item} />
    </li>
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
      <ul className="ov-support__cases" aria-busy={cases.status === "loading" || undefined}>
        {cases.data.items.map((item) => (
          <CaseRow key={String(item.id)} item={item} />
        ))}
      </ul>
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
