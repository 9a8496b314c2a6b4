declare const __OV_VERSION__: string;

/** The library version (set by the build; "0.0.0-dev" in tests and the dev server). */
export const version: string = typeof __OV_VERSION__ === "string" ? __OV_VERSION__ : "0.0.0-dev";
