/** What the sandbox CLI reads from the environment and its arguments, and what it prints on start. */
import { resolve } from "node:path";
import type { RateLimits } from "./http/rateLimit.js";
import { personaRows } from "./personas.js";
import type { SandboxOptions } from "./server.js";

/** A mistake in the environment or the arguments: printed without a stack, exit code 2. */
export class UsageError extends Error {}

function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith("--")) throw new UsageError(`${name} needs a value`);
  return value;
}

function integer(name: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new UsageError(`${name} must be an integer from ${min} to ${max}, got "${text}"`);
  }
  return value;
}

/** The environment variable of each rate limit (docs/sandbox.md, "Rate limits"). */
export const rateLimitVariables: Readonly<Record<keyof RateLimits, string>> = {
  ordersPerSecond: "TRADE_SANDBOX_ORDERS_PER_SECOND",
  modificationsPerOrder: "TRADE_SANDBOX_MODIFICATIONS_PER_ORDER",
  callsPerMinute: "TRADE_SANDBOX_CALLS_PER_MINUTE",
  connectionsPerAddress: "TRADE_SANDBOX_CONNECTIONS_PER_ADDRESS",
  socketsPerClient: "TRADE_SANDBOX_SOCKETS_PER_CLIENT",
  ssoFailuresPerMinute: "TRADE_SANDBOX_SSO_FAILURES_PER_MINUTE",
};

/** TRADE_SANDBOX_RATE_LIMITS=off lifts every limit; each TRADE_SANDBOX_<LIMIT> sets one. */
function rateLimits(env: NodeJS.ProcessEnv): Partial<RateLimits> | false {
  if (env.TRADE_SANDBOX_RATE_LIMITS === "off") return false;
  const limits: Partial<RateLimits> = {};
  for (const [key, name] of Object.entries(rateLimitVariables) as [keyof RateLimits, string][]) {
    const text = env[name];
    if (text) limits[key] = integer(name, text, 1, 1_000_000);
  }
  return limits;
}

const rateLimitOption = (limits: Partial<RateLimits> | false) =>
  limits === false || Object.keys(limits).length > 0 ? { rateLimits: limits } : {};

/** The options the environment and the arguments ask for. */
export function readOptions(env: NodeJS.ProcessEnv, args: readonly string[], cwd: string): SandboxOptions {
  const port = integer("PORT", env.PORT ?? option(args, "--port") ?? "4600", 0, 65_535);
  const dataDir = resolve(cwd, env.TRADE_SANDBOX_DATA || option(args, "--data") || ".sandbox-data");
  const appDir = option(args, "--app");
  const galleryDir = option(args, "--gallery");
  const fixedOtp = env.TRADE_SANDBOX_OTP || undefined;
  if (fixedOtp !== undefined && !/^\d{6}$/.test(fixedOtp)) {
    throw new UsageError(`TRADE_SANDBOX_OTP must be 6 digits, got "${fixedOtp}"`);
  }
  const tradeTtl = env.TRADE_SANDBOX_TOKEN_TTL_SECONDS;
  const marketStartText = env.TRADE_SANDBOX_MARKET_START;
  const marketStart = marketStartText ? Date.parse(marketStartText) : undefined;
  if (marketStart !== undefined && Number.isNaN(marketStart)) {
    throw new UsageError(
      `TRADE_SANDBOX_MARKET_START must be a date and time such as 2026-11-24T10:00:00+05:30, got "${marketStartText}"`,
    );
  }
  return {
    port,
    host: env.HOST || "127.0.0.1",
    dataDir,
    ...(appDir ? { appDir: resolve(cwd, appDir) } : {}),
    ...(galleryDir ? { galleryDir: resolve(cwd, galleryDir) } : {}),
    ...(fixedOtp ? { fixedOtp } : {}),
    ...(tradeTtl
      ? { tokenTtl: { tradeSeconds: integer("TRADE_SANDBOX_TOKEN_TTL_SECONDS", tradeTtl, 1, 8 * 3600) } }
      : {}),
    testControls: env.TRADE_SANDBOX_TEST_CONTROLS === "1",
    ...rateLimitOption(rateLimits(env)),
    ...(marketStart !== undefined ? { marketStart } : {}),
  };
}

/** What the console shows on start: where the app is, where the data is, how to log in. */
export function banner(url: string, options: SandboxOptions): string {
  const rows = personaRows();
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const table = rows.map((row) =>
    `    ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ")}`.trimEnd(),
  );
  return [
    "",
    "  trade kit sandbox broker",
    "",
    `  App:     ${url}/trade`,
    `  API:     ${url}/api`,
    ...(options.galleryDir ? [`  Widgets: ${url}/gallery (the widget gallery)`] : []),
    `  Data:    ${options.dataDir}`,
    ...(options.appDir ? [] : ["           (no app: start with --app packages/app/dist to serve it)"]),
    ...(options.testControls ? ["  Test controls on: /api/__sandbox/expire-tokens, /api/__sandbox/otp"] : []),
    ...(options.tokenTtl?.tradeSeconds ? [`  Trade tokens live ${options.tokenTtl.tradeSeconds} s`] : []),
    ...(options.rateLimits === false ? ["  Rate limits off (TRADE_SANDBOX_RATE_LIMITS=off)"] : []),
    "",
    "  Log in with client code DEMO01 (or its mobile 9000000001).",
    options.fixedOtp
      ? `  The OTP is fixed: ${options.fixedOtp} (TRADE_SANDBOX_OTP).`
      : "  The OTP is printed on this console when you request it (TRADE_SANDBOX_OTP=123456 fixes it).",
    "",
    "  Personas:",
    ...table,
    "",
  ].join("\n");
}
