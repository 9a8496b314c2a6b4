import { useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { contentKeys, getPageElements } from "../../../src/api/content";
import { describeApiError } from "../../../src/api/error-messages";
import { isApiError } from "../../../src/api/errors";
import { useQuery } from "../../../src/runtime/query";
import { useApi } from "../../../src/runtime/widget-context";
import { RetryFailure } from "../../../src/ui/retry-failure";
import { ServerHtml } from "../../../src/ui/server-html";
import { Spinner } from "../../../src/ui/spinner";
import { byPriority } from "../shared/server-blocks";
import { usePortalMenu, usePortalRoute, useScreenTitleFocus } from "../shell/router";
import { dynamicLinkId } from "./dynamic-links";

/**
 * spec §2 routes: "dynamic content page /d/{routePath}/{pageId}" with its sanitised HTML blocks
 * (calls §7.3 html_dinamic_elements//{pageId}); the page title is the menu link's when known.
 */
export function DynamicPage() {
  const { t, i18n } = useLingui();
  const pageId = usePortalRoute().params.pageId ?? "";
  const title = usePortalMenu().find((link) => link.id === dynamicLinkId(pageId))?.label ?? null;
  const api = useApi();
  const page = useQuery(contentKeys.page(pageId), (signal) => getPageElements(api, pageId, signal));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useScreenTitleFocus(headingRef, pageId);
  return (
    <section className="ov-portal__page">
      <h1 ref={headingRef} tabIndex={-1} className="ov-portal__title">
        {title ?? t({ id: "portal.area.dynamicPage", message: "Page" })}
      </h1>
      {page.status === "loading" && <Spinner label={t({ id: "portal.loading", message: "Loading…" })} />}
      {page.status === "error" && (
        <RetryFailure
          error={page.error}
          focus="idle"
          retry={{ label: t({ id: "portal.retry", message: "Try again" }), onClick: page.retry }}
        >
          {i18n._(describeApiError(isApiError(page.error) ? page.error.code : "network"))}
        </RetryFailure>
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
