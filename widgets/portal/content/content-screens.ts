import { DynamicPage } from "./dynamic-page";

/** The content area's chunk: its screens by route. */
export const contentScreens = { dynamicPage: DynamicPage };
