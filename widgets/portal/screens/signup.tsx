import { useLingui } from "@lingui/react/macro";

export interface SignupScreenProps {
  /** The login path, for the "back to login" link. */
  loginPath: string;
  /** Goes to a portal path. */
  onNavigate: (to: string) => void;
}

/** spec §2 "Sign-up (activation)" (being built: issue 8). */
export function SignupScreen(_props: SignupScreenProps) {
  const { t } = useLingui();
  return <h1 className="ov-portal__title">{t({ id: "portal.area.signup", message: "Sign up" })}</h1>;
}
