import { useLingui } from "@lingui/react/macro";

export interface PasswordResetScreenProps {
  /** The login path, for the confirmation's button. */
  loginPath: string;
  /** Goes to a portal path. */
  onNavigate: (to: string) => void;
}

/** spec §2 "Password recovery" (being built: issue 8). */
export function PasswordResetScreen(_props: PasswordResetScreenProps) {
  const { t } = useLingui();
  return <h1 className="ov-portal__title">{t({ id: "portal.area.passwordReset", message: "Password recovery" })}</h1>;
}
