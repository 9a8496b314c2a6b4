import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { describeApiError } from "../../../src/api/error-messages";
import { isApiError } from "../../../src/api/errors";
import { getGroupElements, getPageElements, type DynamicElement } from "../../../src/api/content";
import { useRemote } from "../../../src/runtime/use-remote";
import { useApi, useSession } from "../../../src/runtime/widget-context";
import { Alert } from "../../../src/ui/alert";
import { ServerHtml } from "../../../src/ui/server-html";
import { Spinner } from "../../../src/ui/spinner";

/** Server blocks in their priority order (lower first; blocks without one keep the server's order). */
const byPriority = (blocks: readonly DynamicElement[]) =>
  blocks
    .map((block, index) => ({ block, index }))
    .sort((a, b) => (a.block.priority ?? Number.MAX_SAFE_INTEGER) - (b.block.priority ?? Number.MAX_SAFE_INTEGER) || a.index - b.index)
    .map(({ block }) => block);

/**
 * spec §2 Login / Sign-up: "extra server-defined HTML blocks in group Login" (or Signup), sanitised.
 * They are extra content: a failure to load them hides them and blocks nothing.
 */
export function GroupBlocks({ group }: { group: "Login" | "Signup" }) {
  const api = useApi();
  const blocks = useRemote(`blocks:${group}`, (signal) => getGroupElements(api, group, signal));
  if (blocks.status !== "success" || blocks.data.length === 0) return null;
  return (
    <div className="ov-portal__blocks">
      {byPriority(blocks.data).map((block) => (
        <ServerHtml key={String(block.id)} html={block.html_block} className="ov-portal__block" />
      ))}
    </div>
  );
}

/**
 * spec §2 routes: "dynamic content page /d/{routePath}/{pageId}" with its sanitised HTML blocks
 * (calls §7.3 html_dinamic_elements//{pageId}); the page title is the menu link's when known.
 */
export function DynamicPage({ pageId, title }: { pageId: string; title: string | null }) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const token = useSession((session) => session.token);
  const page = useRemote(`page:${pageId}:${token ?? ""}`, (signal) => getPageElements(api, pageId, signal));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [pageId]);
  return (
    <section className="ov-portal__page">
      <h1 ref={headingRef} tabIndex={-1} className="ov-portal__title">
        {title ?? t({ id: "portal.area.dynamicPage", message: "Page" })}
      </h1>
      {page.status === "loading" && <Spinner label={t({ id: "portal.loading", message: "Loading…" })} />}
      {page.status === "error" && (
        <Alert tone="error" action={{ label: t({ id: "portal.retry", message: "Try again" }), onClick: page.retry }}>
          {i18n._(describeApiError(isApiError(page.error) ? page.error.code : "network"))}
        </Alert>
      )}
      {page.status === "success" &&
        (page.data.length === 0 ? (
          <p>{t({ id: "portal.dynamic.empty", message: "This page has no content yet." })}</p>
        ) : (
          byPriority(page.data).map((block) => <ServerHtml key={String(block.id)} html={block.html_block} className="ov-portal__block" />)
        ))}
    </section>
  );
}
