import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type FrameLocator, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PartnerServer, startPartnerServer } from "../../examples/partner-embed/src/server.js";
import {
  appDir,
  assertAppBuilt,
  chromiumArgs,
  chromiumPath,
  confirmOrder,
  settled,
} from "../support/browser.js";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";
import { seriousAxeViolations } from "../support/screens.js";
import { ist } from "../support/trading.js";

const partnerSecret = "e2e-partner-secret-0001";

/**
 * A page of a third origin that a partner page happens to frame (an ad, a widget): it posts look-alike messages to
 * the partner page and to the broker's iframe. Both must ignore them.
 */
function foreignPage(): string {
  return `<!doctype html><title>foreign</title><script>
    parent.postMessage({ source: "trade-kit", type: "order-placed",
      order: { orderId: "666", tradingSymbol: "FAKE-EQ", transactionType: "B", quantity: 9 } }, "*");
    parent.frames[0].postMessage({ source: "trade-kit-partner", type: "show", page: "positions" }, "*");
    parent.frames[0].postMessage({ source: "trade-kit-partner", type: "open-order-pad", segment: 1, token: 2885, side: "S" }, "*");
    document.title = "sent";
  </script>`;
}

/**
 * The partner page of examples/partner-embed on its own origin (127.0.0.1, a different site from the sandbox's
 * localhost) embeds the broker's app in SSO mode: no login, an order placed in the iframe is reported to the page,
 * and it all works with third-party cookies blocked, since the session is a one-time code traded for tokens in memory.
 */
describe.each([
  ["third-party cookies allowed", false],
  ["third-party cookies blocked", true],
] as const)("the partner page with %s", (_name, blockThirdPartyCookies) => {
  let env: TestSandbox;
  let partner: PartnerServer;
  let foreign: Server;
  let foreignUrl: string;
  let context: BrowserContext;
  let profileDir: string | undefined;
  let page: Page;

  beforeAll(async () => {
    assertAppBuilt();
    let brokerUrl = "";
    partner = await startPartnerServer({
      port: 0,
      brokerUrl: () => brokerUrl,
      partnerId: "e2e-partner",
      partnerSecret,
      clientCode: "DEMO01",
    });
    env = await startTestSandbox({
      appDir,
      marketStart: ist(10, 0),
      partners: [{ id: "e2e-partner", name: "Demo Partner", secret: partnerSecret, origins: [partner.url] }],
    });
    brokerUrl = env.sandbox.url;
    foreign = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.end(foreignPage());
    });
    await new Promise<void>((resolve) => foreign.listen(0, "127.0.0.1", resolve));
    foreignUrl = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}/`;
    // The browser's own setting, as a user sets it (Settings > Privacy > Third-party cookies), in a fresh profile.
    profileDir = mkdtempSync(join(tmpdir(), "trade-sso-profile-"));
    mkdirSync(join(profileDir, "Default"));
    writeFileSync(
      join(profileDir, "Default", "Preferences"),
      JSON.stringify({
        profile: {
          cookie_controls_mode: blockThirdPartyCookies ? 1 : 0,
          block_third_party_cookies: blockThirdPartyCookies,
        },
      }),
    );
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: chromiumPath,
      headless: true,
      viewport: { width: 1280, height: 900 },
      args: chromiumArgs,
    });
    page = await context.newPage();
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    if (profileDir !== undefined) rmSync(profileDir, { recursive: true, force: true });
    await new Promise((resolve) => foreign?.close(resolve));
    await partner?.close();
    await env?.close();
  });

  const app = (): FrameLocator => page.frameLocator("iframe[title='Your broker account']");

  it("Buy on the partner page opens the broker's order pad in the iframe without a login; the order placed there is reported to the page", async () => {
    await page.goto(`${partner.url}/`);
    await page.getByRole("button", { name: "Buy ITC" }).click();
    await page.getByText("Your broker account is open below.").waitFor();
    await app().getByText("Opened from Demo Partner for DEMO01").waitFor();
    const pad = app().getByRole("dialog", { name: /ITC/ });
    await pad.waitFor();
    const quantity = pad.getByLabel("Qty", { exact: true });
    await quantity.fill("2");
    await quantity.press("m");
    await quantity.press("Enter");
    expect(await confirmOrder(pad, page)).toBe("Buy 2 ITC-EQ (NSE) at market · Market · Delivery");
    await page.getByText(/^Order \d+ placed: buy 2 ITC-EQ$/).waitFor();
    // The code was used once and left the iframe's address.
    const src = await page.locator("iframe").getAttribute("src");
    const frameUrl =
      page
        .frames()
        .find((frame) => frame.url().includes("/trade/sso"))
        ?.url() ?? "";
    expect(src).toContain("#code=");
    expect(frameUrl).not.toContain("code=");
  });

  it("axe-core finds no serious or critical violation in the embedded app", async () => {
    const frame = page.frames().find((f) => f.url().includes("/trade/sso"));
    if (frame === undefined) throw new Error("the embedded app is not in the page");
    expect(await seriousAxeViolations(frame)).toEqual([]);
  });

  it("the browser's cookie setting is what the test says it is", async () => {
    // A cookie the iframe sets is kept only when third-party cookies are allowed; the SSO session never needed one.
    const frame = page.frames().find((f) => f.url().includes("/trade/sso"));
    const kept = await frame?.evaluate(() => {
      // biome-ignore lint/suspicious/noDocumentCookie: the probe is a cookie set the way a page script sets one
      document.cookie = "probe=1; SameSite=None; Secure; Path=/";
      return document.cookie.includes("probe=1");
    });
    expect(kept).toBe(!blockThirdPartyCookies);
  });

  it("messages from a third origin framed by the partner page change nothing; the partner's own do", async () => {
    await app().getByRole("heading", { name: "Open Orders" }).waitFor();
    await page.evaluate((url) => {
      const frame = document.createElement("iframe");
      frame.src = url;
      frame.title = "an advert";
      document.body.append(frame);
    }, foreignUrl);
    await expect.poll(() => page.frame({ url: foreignUrl })?.title()).toBe("sent");
    // The broker's app and the partner page have handled the messages (and the app any request they started).
    await settled(
      page,
      page.frames().find((f) => f.url().includes("/trade/sso")),
    );
    await settled(page);
    expect(await page.locator("#activity").textContent()).not.toContain("666");
    expect(await app().getByRole("heading", { name: "Open Orders" }).isVisible()).toBe(true);
    expect(
      await app()
        .getByRole("dialog", { name: /RELIANCE/ })
        .count(),
    ).toBe(0);
    // The same command from the partner page itself is carried out.
    await page.getByRole("button", { name: "My positions" }).click();
    await app().getByRole("heading", { name: "Positions" }).waitFor();
  });

  it("Back to the partner in the iframe asks the partner page to remove it", async () => {
    await app().getByRole("button", { name: "Back to Demo Partner" }).click();
    await page.getByText("Closed.").waitFor();
    expect(await page.locator("iframe[title='Your broker account']").count()).toBe(0);
  });
});
