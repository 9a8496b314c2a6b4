import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { contentKeys, getBanner } from "../../../src/api/content";
import { useQuery } from "../../../src/runtime/query";
import { useApi, useRuntime } from "../../../src/runtime/widget-context";
import { ServerHtml } from "../../../src/ui/server-html";

export type BannerContent = { kind: "image"; src: string } | { kind: "html"; html: string };

/**
 * spec §3 "Banner: code to value (base64 image or HTML)". A value that is an address is an image, and
 * only a `data:image/…` or an `https:` address is accepted (a `javascript:` or plain-http one is
 * dropped); anything else is HTML, sanitised when rendered.
 * @example bannerContent("data:image/svg+xml;base64,PHN2Zy8+") // {kind: "image", src: "data:image/svg+xml;base64,PHN2Zy8+"}
 */
export function bannerContent(value: string | null | undefined): BannerContent | null {
  const text = value?.trim() ?? "";
  if (text === "") return null;
  if (/^data:image\//i.test(text)) return { kind: "image", src: text };
  if (/^[a-z][a-z0-9+.-]*:\S*$/i.test(text)) {
    try {
      const url = new URL(text);
      return url.protocol === "https:" ? { kind: "image", src: url.href } : null;
    } catch {
      return null;
    }
  }
  return { kind: "html", html: text };
}

/**
 * A server banner by its code (calls §7.3 "GET banners/{code} (v2)"), in the page's language. A banner is
 * decoration: while loading, when it fails or when the code is unknown, nothing shows; a failure goes
 * only to the page's error reporter (`OvWidgets.configure({reportError})`), never on screen.
 */
export function Banner({ code }: { code: string }) {
  const { t } = useLingui();
  const api = useApi();
  const runtime = useRuntime();
  const remote = useQuery(contentKeys.banner(code), (signal) => getBanner(api, code, signal));
  const failure = remote.status === "error" ? remote.error : null;
  useEffect(() => {
    if (failure) runtime.report(failure, { tag: "ov-portal", part: "banner", code });
  }, [failure, runtime, code]);
  const content = remote.status === "success" ? bannerContent(remote.data[code]) : null;
  if (!content) return null;
  return (
    <aside className="ov-portal__banner" aria-label={t({ id: "portal.banner.label", message: "Announcement" })} data-code={code}>
      {content.kind === "image" ? (
        // The image carries the announcement's text; the server gives no description of it.
        <img className="ov-portal__banner-image" src={content.src} alt={t({ id: "portal.banner.image", message: "Announcement image" })} />
      ) : (
        <ServerHtml html={content.html} className="ov-portal__banner-html" />
      )}
    </aside>
  );
}
