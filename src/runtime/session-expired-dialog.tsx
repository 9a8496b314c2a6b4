import { useLingui } from "@lingui/react/macro";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";

/**
 * spec §4 Session: "A 401 with message token_expired opens a session-expired dialog with an exit button
 * that logs out". Its own module, imported when a session expires: the dialog's code and styles stay
 * out of the runtime chunk every page downloads (DESIGN "Quality bars", first load at most 100 kB).
 * Escape and the close button log out too: the session is gone whichever way the person leaves.
 */
export default function SessionExpiredDialog({ onExit }: { onExit: () => void }) {
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
