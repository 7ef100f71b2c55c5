import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { fixedOtp } from "./sandbox.js";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const appDir = fileURLToPath(new URL("../../packages/app/dist", import.meta.url));

export function assertAppBuilt(): void {
  if (!existsSync(`${appDir}/index.html`)) {
    throw new Error(`The app is not built (${appDir}); run the README's test command, which builds it first`);
  }
}

/** The switches every test browser runs with. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
];

/** Debian's Chromium, headless; `extraArgs` add switches (e.g. blocking third-party cookies). */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...chromiumArgs, ...extraArgs],
  });
}

export async function newPage(
  browser: Browser,
  width = 1440,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  return { context, page };
}

/** Log in through the login page as a user would. */
export async function loginAs(
  page: Page,
  baseUrl: string,
  clientCode = "DEMO01",
  path = "/trade/login",
): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByLabel(/client code or mobile/i).fill(clientCode);
  await page.getByRole("button", { name: /get otp/i }).click();
  await page.getByLabel(/^otp/i).fill(fixedOtp);
  await page.getByRole("button", { name: /verify/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/trade/login"));
  await page.getByRole("navigation", { name: /main/i }).waitFor();
  await page.getByTestId("trading-balance").filter({ hasText: "₹" }).waitFor();
}
