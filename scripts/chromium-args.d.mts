/** Types of scripts/chromium-args.mjs for the TypeScript suites. */
export declare const CHROMIUM_ARGS: string[];
