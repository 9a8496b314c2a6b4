import { useLingui } from "@lingui/react/macro";
import { markdownToHtml } from "../../../src/domain/contracting/markdown";
import type { ConfirmRender, ConfirmStatus } from "../../../src/domain/contracting/wizard";
import { Alert } from "../../../src/ui/alert";
import { ServerHtml } from "../../../src/ui/server-html";

/**
 * The finish step (spec §4: "on status OK the finish step shows the rendered body (html or markdown) or
 * a sent message; on error it shows the connectivity error and a Previous button"). Server text is
 * sanitised.
 */
export function FinishView({ status, render }: { status: ConfirmStatus; render: ConfirmRender | null }) {
  const { t } = useLingui();
  const body = render?.body ? (render.format === "markdown" ? markdownToHtml(render.body) : render.body) : "";
  if (status === "ok") {
    return body ? (
      <ServerHtml html={body} className="ov-contracting__finish" />
    ) : (
      <Alert tone="success">{t({ id: "contracting.finish.sent", message: "Your request has been sent. Thank you!" })}</Alert>
    );
  }
  return (
    <>
      <Alert tone="error" title={t({ id: "contracting.finish.failed", message: "Your request could not be sent." })}>
        {t({
          id: "contracting.finish.failed.body",
          message: "Check your connection and try again: go back to the confirmation and send it again.",
        })}
      </Alert>
      {body && <ServerHtml html={body} className="ov-contracting__finish" />}
    </>
  );
}
