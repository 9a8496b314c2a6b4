import { ProfileScreen } from "./profile";

/** The account area's chunk: its screens by route. */
export const accountScreens = { profile: ProfileScreen };

// The area's CSS travels in this chunk (area.ts `styles`).
export { accountStyles } from "./account.styles";
