import { useLingui } from "@lingui/react/macro";

export interface ChangePasswordScreenProps {
  /** The password changed and the new token is stored: go on (home, or the saved path). */
  onDone: () => void;
  /** Cancel: back to where the user came from (home). */
  onCancel: () => void;
}

/** spec §2 "Change password" (being built: issue 8). */
export function ChangePasswordScreen(_props: ChangePasswordScreenProps) {
  const { t } = useLingui();
  return <h1 className="ov-portal__title">{t({ id: "portal.area.changePassword", message: "Change password" })}</h1>;
}
