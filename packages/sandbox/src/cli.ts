import { resolve } from "node:path";
import { personas } from "./personas.js";
import { startSandbox } from "./server.js";

const args = process.argv.slice(2);
const flag = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};

const port = Number(process.env.PORT ?? flag("--port") ?? 4600);
const dataDir = resolve(process.env.TRADE_SANDBOX_DATA ?? flag("--data") ?? ".sandbox-data");
const appDir = flag("--app");
const fixedOtp = process.env.TRADE_SANDBOX_OTP || undefined;
const tradeTtl = process.env.TRADE_SANDBOX_TOKEN_TTL_SECONDS;

if (fixedOtp !== undefined && !/^\d{6}$/.test(fixedOtp)) {
  console.error("TRADE_SANDBOX_OTP must be 6 digits");
  process.exit(2);
}

const sandbox = await startSandbox({
  port,
  host: process.env.HOST ?? "127.0.0.1",
  dataDir,
  ...(appDir ? { appDir: resolve(appDir) } : {}),
  ...(fixedOtp ? { fixedOtp } : {}),
  ...(tradeTtl ? { tokenTtl: { tradeSeconds: Number(tradeTtl) } } : {}),
  testControls: process.env.TRADE_SANDBOX_TEST_CONTROLS === "1",
});

const lines = [
  "",
  "  trade kit sandbox broker is running",
  "",
  `  App:   ${sandbox.url}/trade`,
  `  API:   ${sandbox.url}/api`,
  `  Data:  ${dataDir}`,
  "",
  "  Log in with a client code (or its mobile number):",
  ...personas.map((p) => `    ${p.clientCode}  ${p.mobile}  ${p.exercises}`),
  "",
  fixedOtp
    ? `  The OTP is fixed: ${fixedOtp} (TRADE_SANDBOX_OTP)`
    : "  The OTP is printed here when you ask for one (set TRADE_SANDBOX_OTP=123456 to fix it).",
  "",
];
console.log(lines.join("\n"));

const stop = async () => {
  await sandbox.close();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
