import { useLingui } from "@lingui/react/macro";
import { Button } from "./button";
import { Dialog } from "./dialog";

/**
 * spec §4 Session: "A 401 with message token_expired opens a session-expired dialog with an exit button
 * that logs out". Rendered by src/runtime/session-dialog-host.tsx in the elected tag. Its own module,
 * imported when a session expires, and here rather than in src/runtime (whose every module the build
 * puts in the shared runtime chunk): the dialog's code and styles stay out of the bytes every page
 * downloads (docs/architecture.md "Quality bars": the comparator's first load within its 105 kB gzip budget, scripts/budgets.mjs; measured
 * 99.0 kB with it out, 100.1 kB with it in, when the budget was 100 kB).
 * Escape and the close button log out too: the session is gone whichever way the person leaves.
 */
export function SessionExpiredDialog({ onExit }: { onExit: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      open
      onClose={onExit}
      title={t({ id: "session.expired.title", message: "Your session has expired" })}
      footer={<Button onClick={onExit}>{t({ id: "session.expired.exit", message: "Log in again" })}</Button>}
    >
      <p>{t({ id: "session.expired.body", message: "For your security, log in again to go on." })}</p>
    </Dialog>
  );
}
