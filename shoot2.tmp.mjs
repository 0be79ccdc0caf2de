import { chromium } from "@playwright/test";
const base = "http://greywattle.localhost:3422";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const [p, out, clipH] = process.argv.slice(2);
await page.goto(base + p);
await page.waitForLoadState("networkidle");
await page.screenshot({ path: out, fullPage: true, clip: { x: 0, y: 0, width: 390, height: Number(clipH) } });
await browser.close();
