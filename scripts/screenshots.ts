// Screenshots of every built screen of the app, light and dark, at 1440×900 into
// docs/screenshots/<screen>-<light|dark>.png and at 1280×800 (the spec's smallest layout) into
// docs/screenshots/1280/<screen>-<light|dark>.png.
// Starts its own sandbox (frozen market, so prices do not move between shots) with the built app, logs in as DEMO01,
// places an executed and an open order so the order and position screens have rows, and waits for each screen's
// data before the shot; the CDSL verification (cdsl-verification) is shot logged in as DEMO04, whose sales need it.
// Run: `npm run screenshots` (after `npx -y pnpm@10 run build`); name screens to shoot only those
// (`npm run screenshots -- stock-sip stock-sip-pad`), without the login page.
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { appDir, assertAppBuilt, launchChromium, loginAs, newPage } from "../tests/support/browser.js";
import { deliveryVerificationScreen } from "../tests/support/edis.js";
import { fixedOtp, startTestSandbox } from "../tests/support/sandbox.js";
import {
  appScreens,
  seedAlerts,
  seedFunds,
  seedOptionPosition,
  seedOrders,
  seedSips,
  seedTransfers,
  setTheme,
  showLogin,
  showScreen,
} from "../tests/support/screens.js";
import { ist } from "../tests/support/trading.js";

const shotsDir = fileURLToPath(new URL("../docs/screenshots/", import.meta.url));
const viewports = [
  { width: 1440, height: 900, outDir: shotsDir },
  { width: 1280, height: 800, outDir: `${shotsDir}1280/` },
] as const;
for (const { outDir } of viewports) mkdirSync(outDir, { recursive: true });
assertAppBuilt();
// Screens named as arguments or in SCREENS (`SCREENS=gtt,gtt-pad npm run screenshots`): only those, no login page.
const only = [...process.argv.slice(2), ...(process.env.SCREENS?.split(",") ?? [])].filter(
  (name) => name !== "",
);
const screens = only.length === 0 ? appScreens : appScreens.filter((screen) => only.includes(screen.name));

const env = await startTestSandbox({ appDir, marketStart: ist(10, 30), marketSpeed: 0 });
const browser = await launchChromium();
const saved: string[] = [];
try {
  const device = await env.login("DEMO01");
  await seedOrders(device);
  await seedOptionPosition(device);
  await seedSips(device);
  await seedFunds(device);
  await seedAlerts(device);
  await seedTransfers(device, fixedOtp);
  for (const { width, height, outDir } of viewports) {
    const { context, page } = await newPage(browser, width, height);
    await loginAs(page, env.sandbox.url);
    for (const theme of ["light", "dark"] as const) {
      if (only.length === 0) {
        const login = await showLogin(browser, env.sandbox.url, theme, width, height);
        await login.page.screenshot({ path: `${outDir}login-${theme}.png` });
        saved.push(`${outDir.slice(shotsDir.length)}login-${theme}.png`);
        await login.context.close();
      }

      await setTheme(device, theme);
      for (const screen of screens) {
        await showScreen(page, env.sandbox.url, screen, theme);
        // The pointer away from the rows, so no hover highlight is in the shot (the tools menu needs it on Tools).
        if (screen.open === undefined) await page.mouse.move(0, height - 1);
        const file = `${screen.name}-${theme}.png`;
        await page.screenshot({ path: `${outDir}${file}` });
        saved.push(`${outDir.slice(shotsDir.length)}${file}`);
      }
    }
    await setTheme(device, "light");
    await context.close();
    // The CDSL verification is DEMO04's (POA without DDPI): a page of its own, logged in as DEMO04.
    if (only.length === 0 || only.includes(deliveryVerificationScreen.name)) {
      const demo04 = await newPage(browser, width, height);
      const demo04Device = await env.login("DEMO04");
      await loginAs(demo04.page, env.sandbox.url, "DEMO04");
      for (const theme of ["light", "dark"] as const) {
        await setTheme(demo04Device, theme);
        await showScreen(demo04.page, env.sandbox.url, deliveryVerificationScreen, theme);
        const file = `${deliveryVerificationScreen.name}-${theme}.png`;
        await demo04.page.screenshot({ path: `${outDir}${file}` });
        saved.push(`${outDir.slice(shotsDir.length)}${file}`);
      }
      await setTheme(demo04Device, "light");
      await demo04.context.close();
    }
  }
} finally {
  await browser.close();
  await env.close();
}
console.log(`${saved.length} screenshots in docs/screenshots/:\n${saved.join("\n")}`);
