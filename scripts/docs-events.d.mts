/** Types of scripts/docs-events.mjs for the test that keeps README.md's events table current. */
export const START: string;
export const END: string;
export function eventsTable(root: string): Promise<string>;
export function withTable(readme: string, table: string): string;
export function updateReadme(root: string, options?: { check?: boolean }): Promise<boolean>;
