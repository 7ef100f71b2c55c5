/**
 * Stream the NIFTY option chain to the terminal: the nearest expiry's strikes around the money, calls on the left and
 * puts on the right, live from the binary quote feed. At the end, the chain's IV and greeks, and a Bull Call Spread's
 * payoff at expiry and today (breakevens, maximum profit and loss) from `@trade/core/options`.
 *
 *   TRADE_API=http://localhost:4600/api TRADE_OTP=123456 pnpm --filter @trade/example-node-option-chain start
 *
 * TRADE_OTP is the OTP to use (the sandbox's fixed one); without it the script asks for the OTP the sandbox printed.
 * STRIKES (default 10) and SECONDS (default: until Ctrl+C) shape the run.
 */
import { stdout } from "node:process";
import { formatPrice, type OptionChain } from "@trade/core";
import { type Quote, QuoteFeed } from "@trade/core/feed";
import { marketOf } from "@trade/core/market";
import {
  breakevens,
  legParts,
  optionsOf,
  type PayoffLeg,
  payoffAtExpiry,
  payoffExtremes,
  payoffToday,
  strategyById,
  strikesOfLegs,
  yearsToExpiry,
} from "@trade/core/options";
import { exampleClient, login, NodeWebSocket, runMain } from "../../shared/src/nodeSession.js";

const strikes = Number(process.env.STRIKES ?? 10);
const seconds = process.env.SECONDS === undefined ? Number.POSITIVE_INFINITY : Number(process.env.SECONDS);
const niftyToken = 99926000;

const client = exampleClient("option-chain example");

async function nearestChain(): Promise<OptionChain> {
  const expiries = await marketOf(client).indicesExpiry();
  const nifty = expiries.find((entry) => entry.tokenId === niftyToken);
  if (!nifty?.nearestExpiryDate) throw new Error("NIFTY has no open expiry in the sandbox");
  return marketOf(client).optionChain({
    TradeSymbol: "NIFTY",
    MarketSegmentId: 2,
    ExpiryDate: nifty.nearestExpiryDate,
    StrikeCount: strikes,
  });
}

const cell = (quote: Quote | undefined, segment: number) =>
  quote === undefined || quote.version === 0
    ? "—".padStart(10)
    : formatPrice(quote.ltp, segment).padStart(10);
const oi = (quote: Quote | undefined) =>
  (quote === undefined ? "" : quote.oi.toLocaleString("en-IN")).padStart(12);

function render(chain: OptionChain, feed: QuoteFeed): void {
  const spot = feed.get(1, niftyToken);
  const lines = [
    `NIFTY ${spot ? formatPrice(spot.ltp, 1) : "…"}   expiry ${chain.ExpiryDate}   (Ctrl+C to stop)`,
    "",
    `${"CALL OI".padStart(12)} ${"CALL".padStart(10)} │ ${"STRIKE".padStart(9)} │ ${"PUT".padStart(10)} ${"PUT OI".padStart(12)}`,
  ];
  for (const row of chain.rows) {
    const call = row.call ? feed.get(row.call.SegmentID, row.call.TokenID) : undefined;
    const put = row.put ? feed.get(row.put.SegmentID, row.put.TokenID) : undefined;
    const marker = row.strike === chain.atmStrike ? "▶" : " ";
    lines.push(
      `${oi(call)} ${cell(call, 2)} │${marker}${formatPrice(row.strike, 2).padStart(9)} │ ${cell(put, 2)} ${oi(put)}`,
    );
  }
  stdout.write(`${stdout.isTTY ? "\x1b[2J\x1b[H" : "\n"}${lines.join("\n")}\n`);
}

const fixed = (value: number, digits = 2) => value.toFixed(digits).padStart(8);

/** The chain's IV and greeks per strike: calls on the left, puts on the right. */
function printGreeks(chain: OptionChain): void {
  const head = ["IV", "DELTA", "GAMMA", "THETA", "VEGA"].map((h) => h.padStart(8)).join("");
  const lines = [
    `\nGreeks, expiry ${chain.ExpiryDate} (calls | strike | puts)`,
    `${head} | ${"STRIKE".padStart(9)} | ${head}`,
  ];
  for (const row of chain.rows) {
    const side = (leg: OptionChain["rows"][number]["call"]) =>
      leg === null
        ? "".padStart(40)
        : [leg.iv, leg.greeks.delta, leg.greeks.gamma, leg.greeks.theta, leg.greeks.vega]
            .map((value, i) => fixed(value, i === 2 ? 5 : 2))
            .join("");
    lines.push(`${side(row.call)} | ${formatPrice(row.strike, 2).padStart(9)} | ${side(row.put)}`);
  }
  stdout.write(`${lines.join("\n")}\n`);
}

/** A Bull Call Spread on the chain (one lot): its payoff at expiry and today around the money, in rupees. */
function printPayoff(chain: OptionChain, lotSize: number): void {
  const strategy = strategyById("bull-call-spread");
  const placed =
    strategy &&
    strikesOfLegs(
      strategy.legs,
      chain.rows.map((row) => row.strike),
      chain.atmStrike,
    );
  if (strategy === undefined || placed === undefined) return;
  const legs: PayoffLeg[] = placed.map(({ leg, strike }) => {
    const { side, optionType } = legParts(leg.action);
    const row = chain.rows.find((r) => r.strike === strike);
    const contract = optionType === "CE" ? row?.call : row?.put;
    return {
      side,
      optionType,
      strike: strike / 100,
      premium: (contract?.ltp ?? 0) / 100,
      quantity: lotSize * (leg.qty ?? 1),
    };
  });
  const years = yearsToExpiry(Date.now(), chain.ExpiryDate, 2);
  const vol = (strike: number) => (chain.rows.find((r) => r.strike === strike * 100)?.call?.iv ?? 13) / 100;
  const rupees = (value: number) =>
    Number.isFinite(value) ? value.toLocaleString("en-IN", { maximumFractionDigits: 0 }) : "Unlimited";
  const { maxProfit, maxLoss } = payoffExtremes(legs);
  const lines = [
    `\n${strategy.title}: ${legs.map((l) => `${l.side === "B" ? "Buy" : "Sell"} ${l.strike} ${l.optionType} @ ${l.premium.toFixed(2)}`).join(", ")} (${lotSize} units)`,
    `Breakeven ${breakevens(legs)
      .map((b) => b.toFixed(2))
      .join(", ")}   Max profit ${rupees(maxProfit)}   Max loss ${rupees(maxLoss)}`,
    `${"SPOT".padStart(10)} ${"AT EXPIRY".padStart(12)} ${"TODAY".padStart(12)}`,
  ];
  const spot = chain.spot / 100;
  for (let step = -4; step <= 4; step++) {
    const price = Math.round(spot * (1 + step / 100));
    const today = payoffToday(legs, price, { years, vol });
    lines.push(
      `${String(price).padStart(10)} ${rupees(payoffAtExpiry(legs, price)).padStart(12)} ${rupees(today).padStart(12)}`,
    );
  }
  stdout.write(`${lines.join("\n")}\n`);
}

async function main(): Promise<void> {
  await login(client);
  const chain = await nearestChain();
  const feed = new QuoteFeed({
    url: () => client.feedUrl("/feed/quotes"),
    WebSocket: NodeWebSocket,
    notify: "manual",
    refreshToken: () => client.refreshNonTradeToken(),
  });
  feed.on("error", ({ message }) => console.error(`feed: ${message}`));
  const listen = () => {};
  feed.subscribe({ segment: 1, token: niftyToken }, "ltp", listen);
  for (const row of chain.rows) {
    // CE and PE pairs, as the spec's option chain subscribes them.
    if (row.call) feed.subscribe({ segment: row.call.SegmentID, token: row.call.TokenID }, "quote", listen);
    if (row.put) feed.subscribe({ segment: row.put.SegmentID, token: row.put.TokenID }, "quote", listen);
  }
  feed.connect();
  const started = Date.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      feed.flush();
      render(chain, feed);
      if (Date.now() - started >= seconds * 1000) {
        clearInterval(timer);
        resolve();
      }
    }, 1000);
    process.once("SIGINT", () => {
      clearInterval(timer);
      resolve();
    });
  });
  feed.disconnect();
  printGreeks(chain);
  const nifty = await optionsOf(client).expiries("NIFTY", 2);
  printPayoff(chain, nifty?.lotSize ?? 1);
  await client.auth.logout();
}

runMain(main, () => client.close());
