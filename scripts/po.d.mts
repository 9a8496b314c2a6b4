/** Types of scripts/po.mjs for the TypeScript tests that read catalogs. */
export declare function readPo(file: string): Map<string, string>;
