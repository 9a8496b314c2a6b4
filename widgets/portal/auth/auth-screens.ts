import { ChangePasswordScreen } from "./change-password";
import { ConnectScreen } from "./connect";
import { LoginScreen } from "./login";
import { PasswordResetScreen } from "./password-reset";
import { SignupScreen } from "./signup";

/** The auth area's chunk: its screens by route (the rare forms load on their first visit). */
export const authScreens = {
  login: LoginScreen,
  connect: ConnectScreen,
  changePassword: ChangePasswordScreen,
  signup: SignupScreen,
  passwordReset: PasswordResetScreen,
};

// The area's CSS travels in this chunk (area.ts `styles`).
export { authStyles } from "./auth.styles";
