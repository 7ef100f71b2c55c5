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
  draftLegsOf,
  optionsOf,
  payoffCurve,
  positionsOf,
  strategyById,
  strategySummary,
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

/**
 * A Bull Call Spread on the chain (one lot), placed and figured by `@trade/core/options` as the app's strategy builder
 * does: its legs, breakevens, maximum profit and loss, net delta, and its payoff at expiry and today (the market's
 * clock) around the money, in rupees.
 */
function printPayoff(chain: OptionChain, lotSize: number): void {
  const strategy = strategyById("bull-call-spread");
  const drafts = strategy && draftLegsOf(strategy, chain);
  const positions = drafts && positionsOf(drafts, chain);
  if (strategy === undefined || positions === undefined) return;
  const rupees = (paise: number) =>
    Number.isFinite(paise)
      ? (paise / 100).toLocaleString("en-IN", { maximumFractionDigits: 0 })
      : "Unlimited";
  const { breakevens, maxProfit, maxLoss } = strategySummary(positions, lotSize);
  const delta = positions.reduce(
    (sum, p) => sum + (p.side === "B" ? 1 : -1) * p.contract.greeks.delta * p.lots * lotSize,
    0,
  );
  const legs = positions.map(
    (p) =>
      `${p.side === "B" ? "Buy" : "Sell"} ${p.strike / 100} ${p.optionType} @ ${(p.premium / 100).toFixed(2)}`,
  );
  const lines = [
    `\n${strategy.title}: ${legs.join(", ")} (${lotSize} units)`,
    `Breakeven ${breakevens.map((b) => (b / 100).toFixed(2)).join(", ")}   Max profit ${rupees(maxProfit)}   Max loss ${rupees(maxLoss)}   Net delta ${delta.toFixed(2)}`,
    `${"SPOT".padStart(10)} ${"AT EXPIRY".padStart(12)} ${"TODAY".padStart(12)}`,
  ];
  const prices = Array.from({ length: 9 }, (_, i) => Math.round(chain.spot * (1 + (i - 4) / 100)));
  const clock = {
    nowMs: client.config.marketNow(),
    expiry: chain.ExpiryDate,
    segment: chain.MarketSegmentId,
  };
  for (const point of payoffCurve(positions, lotSize, prices, clock)) {
    lines.push(
      `${formatPrice(point.price, 2).padStart(10)} ${rupees(point.expiry).padStart(12)} ${rupees(point.today).padStart(12)}`,
    );
  }
  stdout.write(`${lines.join("\n")}\n`);
}

async function main(): Promise<void> {
  await login(client);
  // The market's clock (the sandbox's demo market keeps its own): the payoff's "today".
  await client.config.load();
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
