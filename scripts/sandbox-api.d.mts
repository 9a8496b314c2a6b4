/** See sandbox-api.mjs. */
export function startSandboxApi(root: string): Promise<{ apiBase: string; stop: () => void }>;
