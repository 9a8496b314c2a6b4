import { chromium } from "playwright-core";
const [,, path, out, width = "390", who = "household"] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 844 } });
const base = "http://127.0.0.1:5199";
await context.addCookies([{ name: "rcl_consent_given", value: "true", url: base }]);
const page = await context.newPage();
if (who !== "visitor") {
  const token = await (await fetch(`${base}/sandbox/token?customer=${who}`)).json();
  await context.addCookies([{ name: "ov_token", value: token.token ?? token, url: base }]);
}
await page.goto(`${base}/demo/oficina${path}`, { waitUntil: "networkidle" });
await page.waitForTimeout(2500);
await page.screenshot({ path: out, fullPage: false });
await browser.close();
