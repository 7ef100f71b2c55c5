import type { Browser, WebSocket as PageSocket } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appDir, assertAppBuilt, launchChromium, loginAs, newPage } from "../support/browser.js";
import { startTestSandbox, type TestSandbox } from "../support/sandbox.js";

let env: TestSandbox;
let browser: Browser;

beforeAll(async () => {
  assertAppBuilt();
  env = await startTestSandbox({ appDir });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await env?.close();
});

describe("logout of all devices from another browser (issue 16)", () => {
  it("closes the first browser's order and quote sockets and ends its session on screen within 2 s", async () => {
    const first = await newPage(browser);
    const sockets: PageSocket[] = [];
    first.page.on("websocket", (socket) => sockets.push(socket));
    await loginAs(first.page, env.sandbox.url, "DEMO06");
    sockets.length = 0; // those of the page before this load are gone with it
    await first.page.goto(`${env.sandbox.url}/trade/orders`);
    const open = (path: string) => sockets.filter((s) => new URL(s.url()).pathname === path && !s.isClosed());
    await expect.poll(() => open("/feed/orders").length, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => open("/feed/quotes").length, { timeout: 15_000 }).toBeGreaterThan(0);
    const watched = [...open("/feed/orders"), ...open("/feed/quotes")];
    const closed = watched.map(
      (socket) => new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now()))),
    );

    const second = await newPage(browser);
    await loginAs(second.page, env.sandbox.url, "DEMO06");
    await second.page.goto(`${env.sandbox.url}/trade/account`);
    await second.page.getByRole("button", { name: /all devices/i }).click();
    const loggedOut = Date.now();

    const closes = await Promise.all(closed);
    for (const at of closes) expect(at - loggedOut).toBeLessThan(2000);
    // The session ends on screen: the Session Expired modal, or the login page the remote logout leads to.
    const left = Math.max(1, 2000 - (Date.now() - loggedOut));
    await Promise.any([
      first.page.waitForURL(/\/trade\/login/, { timeout: left }),
      first.page
        .getByText(/session expired/i)
        .first()
        .waitFor({ timeout: left }),
    ]);
    expect(open("/feed/orders").length + open("/feed/quotes").length).toBe(0);
    await first.context.close();
    await second.context.close();
  });
});
