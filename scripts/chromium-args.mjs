// The flags every headless Chromium of this project starts with (the Chromium suites of test/browser and
// `npm run bench`): this machine's closed network refuses Chromium's background connections, and
// root needs --no-sandbox.
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
