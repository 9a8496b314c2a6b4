import { ProfileScreen } from "./profile";

/** The account area's chunk: its screens by route. */
export const accountScreens = { profile: ProfileScreen };
