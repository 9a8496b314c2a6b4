import { HomeScreen } from "./home";

/** The home area's chunk: its screens by route. */
export const homeScreens = { home: HomeScreen };
