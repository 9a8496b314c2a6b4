import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_ARGS } from "../../scripts/chromium-args.mjs";

/** DEVELOPERS: Debian's Chromium, found through CHROME_PATH (default /usr/bin/chromium). */
export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(
      `No Chromium at ${CHROME_PATH}. Install it with "apt-get update && apt-get install -y chromium" ` +
        "or point CHROME_PATH at a Chromium binary.",
    );
  }
  return chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROMIUM_ARGS,
  });
}
