import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { SupportCase } from "../../../src/api/support";
import { formatDate } from "../../../src/i18n/format";
import { useLocale } from "../../../src/runtime/widget-context";
import { Chip } from "../../../src/ui/chip";
import { describeCase } from "./support.texts";

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * What identifies a support request (issue 19 item 1: "section, category, contract, subject, state"):
 * its number, state (as a chip when asked), section, category, contract and opening date.
 * @example <CaseFacts item={item} stateChip />
 */
export function CaseFacts({ item, stateChip = false }: { item: SupportCase; stateChip?: boolean }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { section, state, tone } = describeCase(i18n, item);
  return (
    <dl className="ov-support__facts">
      <Fact term={t({ id: "portal.support.number", message: "Number" })}>{String(item.id)}</Fact>
      {stateChip && (
        <Fact term={t({ id: "portal.support.state", message: "State" })}>
          <Chip tone={tone}>{state}</Chip>
        </Fact>
      )}
      {section && <Fact term={t({ id: "portal.support.section", message: "Section" })}>{section}</Fact>}
      {item.category && <Fact term={t({ id: "portal.support.category", message: "Category" })}>{item.category.name}</Fact>}
      {item.contract?.name && <Fact term={t({ id: "portal.support.contract", message: "Contract" })}>{item.contract.name}</Fact>}
      <Fact term={t({ id: "portal.support.created", message: "Opened" })}>{formatDate(item.createdAt, locale)}</Fact>
    </dl>
  );
}
