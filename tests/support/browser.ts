import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Frame,
  type Locator,
  type Page,
  type Request,
} from "playwright-core";
import { afterAll, beforeAll } from "vitest";
// @ts-expect-error: the gallery's build script is plain JavaScript.
import { buildGallery } from "../../examples/widget-gallery/build.mjs";
import { fixedOtp, startTestSandbox, type TestSandbox } from "./sandbox.js";

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
  height = 900,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height } });
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

/** A test file's logged-in app: the sandbox serving the built app, Chromium, and one page logged in as DEMO01. */
export interface LoggedInApp {
  env: TestSandbox;
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * Register the set-up most app e2e files share (call it in a `describe`): before the tests, a sandbox with the built
 * app (`sandbox` options as `startTestSandbox` takes them), Chromium and a page logged in through the login page;
 * after them, all of it closed. The fields are set once the set-up has run.
 */
export function loggedInApp(sandbox: Parameters<typeof startTestSandbox>[0] = {}): LoggedInApp {
  const app = {} as LoggedInApp;
  beforeAll(async () => {
    assertAppBuilt();
    app.env = await startTestSandbox({ appDir, ...sandbox });
    app.browser = await launchChromium();
    ({ context: app.context, page: app.page } = await newPage(app.browser));
    await loginAs(app.page, app.env.sandbox.url);
  }, 60_000);
  afterAll(async () => {
    await app.context?.close();
    await app.browser?.close();
    await app.env?.close();
  });
  return app;
}

/** A test file's widget gallery: the sandbox serving a fresh build of examples/widget-gallery, Chromium and a page. */
export interface GalleryPage {
  env: TestSandbox;
  browser: Browser;
  page: Page;
}

/**
 * Register the set-up the gallery e2e files share (call it in a `describe`): before the tests, the gallery built into a
 * temporary folder, a sandbox serving it (`sandbox` options as `startTestSandbox` takes them), Chromium and one page
 * of `height` pixels (1,100 wide); after them, all of it closed and the folder removed. The fields are set once the
 * set-up has run.
 */
export function galleryPage(
  sandbox: Omit<NonNullable<Parameters<typeof startTestSandbox>[0]>, "galleryDir"> = {},
  height = 1000,
): GalleryPage {
  const gallery = {} as GalleryPage;
  const outdir = mkdtempSync(join(tmpdir(), "gallery-"));
  beforeAll(async () => {
    await buildGallery(outdir);
    gallery.env = await startTestSandbox({ ...sandbox, galleryDir: outdir });
    gallery.browser = await launchChromium();
    gallery.page = await gallery.browser.newPage({ viewport: { width: 1100, height } });
  }, 60_000);
  afterAll(async () => {
    await gallery.browser?.close();
    await gallery.env?.close();
    rmSync(outdir, { recursive: true, force: true });
  });
  return gallery;
}

/**
 * The order pad's re-confirm step (on by default, spec 1 §2.5): wait for the summary, then Enter on the focused
 * CONFIRM, as a user would. Answers the summary the pad showed.
 */
export async function confirmOrder(pad: Locator, page: Page): Promise<string> {
  const dialog = pad.getByRole("alertdialog", { name: "Confirm Order" });
  await dialog.waitFor({ timeout: 10_000 });
  const summary = (await dialog.locator("p").textContent()) ?? "";
  await dialog
    .getByRole("button", { name: "CONFIRM" })
    .and(pad.locator(":focus"))
    .waitFor({ timeout: 5_000 });
  await page.keyboard.press("Enter");
  return summary;
}

/**
 * Type a limit order into the order pad as a user would: the quantity, L, and a price `below` rupees under the last
 * price's whole rupees (so it rests). Answers the price typed.
 */
export async function fillLimitBelowLtp(pad: Locator, quantity: number, below: number): Promise<string> {
  const field = pad.getByLabel("Qty", { exact: true });
  await field.fill(String(quantity));
  await field.press("l");
  const ltp = Number(((await pad.locator(".tk-op-ltp").textContent()) ?? "").replaceAll(",", ""));
  const price = (Math.floor(ltp) - below).toFixed(2);
  await pad.getByLabel("Price", { exact: true }).fill(price);
  return price;
}

/**
 * Resolves once what the page (or one of its frames) started before the call has run and been seen: two frames
 * painted (so React's effects of a key press or a message have run), then a marker request sent from the page and
 * seen by Playwright, so every request the page started before it has reached `page.on("request")` too. For "nothing
 * happened" checks: wait for this, which does happen, then assert on the URL, the screen or a request log.
 */
export async function settled(page: Page, frame: Page | Frame = page): Promise<void> {
  const marker = `/__settled/${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((request) => new URL(request.url()).pathname === marker);
  await frame.evaluate(async (path) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    fetch(path, { method: "HEAD" }).catch(() => {});
  }, marker);
  await seen;
}

/** The requests a page sends, as "METHOD /path", recorded from `recordRequests` on (markers of `settled` left out). */
export interface PageRequests {
  /** Every request recorded, in the order sent. */
  all: string[];
  /** The recorded requests whose path ends with one of `paths` ("/v5/order", "/report/v5/orders"). */
  to(...paths: string[]): string[];
  /** Forget what was recorded so far. */
  clear(): void;
  /** Stop recording. */
  stop(): void;
}

/** Record the requests `page` (and its frames) sends from now on, for asserting that something was or was not sent. */
export function recordRequests(page: Page): PageRequests {
  const all: string[] = [];
  const onRequest = (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (!path.startsWith("/__settled/")) all.push(`${request.method()} ${path}`);
  };
  page.on("request", onRequest);
  return {
    all,
    to: (...paths) => all.filter((entry) => paths.some((path) => entry.endsWith(path))),
    clear: () => {
      all.length = 0;
    },
    stop: () => page.off("request", onRequest),
  };
}
