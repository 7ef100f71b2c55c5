#!/usr/bin/env node
import { banner, readOptions, UsageError } from "./cliOptions.js";
/**
 * The sandbox broker from the command line.
 *
 *   PORT                            port (default 4600; 0 picks a free one)
 *   HOST                            interface (default 127.0.0.1)
 *   TRADE_SANDBOX_DATA              data directory (default <cwd>/.sandbox-data)
 *   TRADE_SANDBOX_OTP               a fixed 6-digit OTP for automation
 *   TRADE_SANDBOX_TEST_CONTROLS=1   serve /api/__sandbox/* (tests)
 *   TRADE_SANDBOX_TOKEN_TTL_SECONDS trade token lifetime (tests; default 8 hours)
 *   --app <dir>                     the built app to serve at /trade
 *
 * It runs with the Node flags of `sandboxNodeFlags` (nodeFlags.ts): started without them (`npx trade-sandbox`), it
 * starts itself again with them (cliRelaunch.ts), before loading the sandbox.
 */
import { relaunchWithNodeFlags, stopWithParent } from "./cliRelaunch.js";

async function main(): Promise<void> {
  const { startSandbox } = await import("./server.js");
  const options = readOptions(process.env, process.argv.slice(2), process.cwd());
  const sandbox = await startSandbox(options);
  console.log(banner(sandbox.url, options));
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n  ${signal}: stopping the sandbox`);
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  stopWithParent(() => stop("SIGTERM"));
}

if (!relaunchWithNodeFlags())
  main().catch((error: unknown) => {
    if (error instanceof UsageError) console.error(`trade-sandbox: ${error.message}`);
    else if ((error as { code?: unknown }).code === "EADDRINUSE") {
      console.error(
        `trade-sandbox: port ${process.env.PORT ?? 4600} is in use; set PORT to another one (PORT=0 picks a free one)`,
      );
    } else console.error(error);
    process.exit(error instanceof UsageError ? 2 : 1);
  });
