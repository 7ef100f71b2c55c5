/**
 * What the Node examples share: a client for the broker named by TRADE_API, with `ws` for the feeds, and the OTP
 * login (TRADE_OTP, or asked for at the terminal). Imported by path: examples/shared is not a package.
 */
import { stdin, stdout } from "node:process";
import { createInterface } from "node:readline/promises";
import { createTradeClient, type Scrip, type TradeClient, TradeError } from "@trade/core";
import { marketOf } from "@trade/core/market";
import type { FollowedPlaceOutcome, Trading } from "@trade/core/orders";
import { WebSocket } from "ws";

/** The broker's API (TRADE_API) and the account (TRADE_CLIENT) the examples use. */
export const baseUrl = process.env.TRADE_API ?? "http://localhost:4600/api";
export const clientCode = process.env.TRADE_CLIENT ?? "DEMO01";

/** `ws` where the SDK expects the browser's WebSocket, for the quote and order-update feeds. */
export const NodeWebSocket = WebSocket as unknown as typeof globalThis.WebSocket;

/** A Node client for the broker at `baseUrl`, named `deviceName` in the session list. */
export function exampleClient(deviceName: string): TradeClient {
  return createTradeClient({ baseUrl, platform: "node", deviceName, WebSocket: NodeWebSocket });
}

/** Log in as `clientCode` with the OTP in TRADE_OTP, or the one typed at the terminal. */
export async function login(client: TradeClient): Promise<void> {
  const sent = await client.auth.generateOtp({ clientCode });
  let otp = process.env.TRADE_OTP;
  if (otp === undefined) {
    const terminal = createInterface({ input: stdin, output: stdout });
    otp = (await terminal.question(`OTP sent to ${sent.maskedMobile}: `)).trim();
    terminal.close();
  }
  await client.auth.verifyOtp({ clientCode, otp });
}

/**
 * Run an example's `main`: a failure is printed (an SDK error as its name, code and message) with exit code 1; then
 * `cleanUp` runs whatever happened.
 */
export function runMain(main: () => Promise<void>, cleanUp: () => void | Promise<void>): void {
  main()
    .catch((error: unknown) => {
      console.error(error instanceof TradeError ? `${error.name} ${error.code}: ${error.message}` : error);
      process.exitCode = 1;
    })
    .finally(cleanUp);
}

/** Close the feeds given, log out (ignoring a failure: the script is ending) and close the client. */
export async function logOutAndClose(
  client: TradeClient,
  ...feeds: ({ close(): void } | undefined)[]
): Promise<void> {
  for (const feed of feeds) feed?.close();
  await client.auth.logout().catch(() => {});
  client.close();
}

/** A symbol's NSE cash listing, from the search (which takes the user and account type from the session). */
export async function findOnNse(client: TradeClient, symbol: string): Promise<Scrip> {
  const found = await marketOf(client).search(symbol, { filter: "equity" });
  const scrip = found.find((s) => s.mktSegID === 1 && s.symbolName === symbol);
  if (scrip === undefined) throw new Error(`${symbol} (NSE) not found by the search`);
  return scrip;
}

/** An intraday (MIS) market buy of `quantity` shares of `scrip`, followed until its status is known. */
export function buyIntraday(trading: Trading, scrip: Scrip, quantity: number): Promise<FollowedPlaceOutcome> {
  return trading.orders.placeAndFollow({
    exchangeSegment: scrip.mktSegID,
    symbolToken: scrip.token,
    tradingSymbol: scrip.tradeSymbol,
    transactionType: "B",
    productType: "MIS",
    orderType: "MARKET",
    quantity,
  });
}
