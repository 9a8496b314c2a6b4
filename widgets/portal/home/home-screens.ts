import { HomeScreen } from "./home";

/** The home area's chunk: its screens by route. */
export const homeScreens = { home: HomeScreen };

// The area's CSS travels in this chunk (area.ts `styles`).
export { homeStyles } from "./home.styles";
