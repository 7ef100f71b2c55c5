/**
 * Log in to the broker from Node with an OTP typed at the terminal, print the profile, list the sessions, log out.
 *
 *   TRADE_API=http://localhost:4600/api pnpm --filter @trade/example-node-login start
 */
import { stdin as input, stdout as output } from "node:process";
import { createInterface } from "node:readline/promises";
import { createTradeClient, displayName, TradeError } from "@trade/core";
import { WebSocket } from "ws";
import { runMain } from "../../shared/src/nodeSession.js";

const baseUrl = process.env.TRADE_API ?? "http://localhost:4600/api";
const client = createTradeClient({
  baseUrl,
  platform: "node",
  deviceName: "node-login example",
  WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
});
const terminal = createInterface({ input, output, terminal: false });
const lines = terminal[Symbol.asyncIterator]();

async function ask(question: string, fallback?: string): Promise<string> {
  output.write(question);
  const next = await lines.next();
  const answer = next.done ? "" : String(next.value).trim();
  return answer === "" && fallback !== undefined ? fallback : answer;
}

async function main(): Promise<void> {
  const clientCode = (await ask("Client code [DEMO01]: ", "DEMO01")).toUpperCase();
  const sent = await client.auth.generateOtp({ clientCode });
  console.log(
    `OTP sent to ${sent.maskedMobile}, valid ${sent.expiresIn / 60} minutes (the sandbox prints it).`,
  );
  for (;;) {
    const otp = await ask("OTP: ");
    try {
      await client.auth.verifyOtp({ clientCode, otp });
      break;
    } catch (error) {
      if (!(error instanceof TradeError) || error.status === 0 || error.status === 429) throw error;
      console.log(error.message);
    }
  }
  const profile = await client.profile.get();
  console.log(`\nLogged in: ${displayName(profile.clientDetails)} (${profile.ClientCode})`);
  console.log(
    `Account type ${profile.accountType}, user type ${profile.userType}, segments ${profile.segments.join(", ")}`,
  );
  if (profile.dormant || !profile.accountStatus.tradeReady) {
    console.log(`Not trade-ready: ${profile.accountStatus.issues.join("; ")}`);
  }
  const { sessions } = await client.auth.listSessions();
  console.log(`\nSessions (${sessions.length}):`);
  for (const session of sessions) {
    const mark = session.current ? "*" : " ";
    console.log(
      ` ${mark} ${session.deviceName.padEnd(24)} ${session.platform.padEnd(8)} since ${session.createdAt}`,
    );
  }
  await client.auth.logout({ scope: "device" });
  console.log("\nLogged out of this device.");
}

runMain(main, () => {
  terminal.close();
  client.close();
});
