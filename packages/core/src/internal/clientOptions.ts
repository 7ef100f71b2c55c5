import type { TradeClientOptions } from "../client.js";

/** Every option `createTradeClient` takes: a name missing here is a type error, a name not here is refused. */
const clientOptionNames: Record<keyof TradeClientOptions, true> = {
  baseUrl: true,
  platform: true,
  tokenDelivery: true,
  storage: true,
  tokens: true,
  persistTokens: true,
  fetch: true,
  WebSocket: true,
  feedBaseUrl: true,
  timeoutMs: true,
  maxRetries: true,
  appId: true,
  appVersion: true,
  deviceName: true,
  onRateLimit: true,
  log: true,
  now: true,
};

/** Refuse an option the client does not know, naming the one meant when it is close (`timeout` → `timeoutMs`). */
export function checkOptionNames(options: object): void {
  const known = Object.keys(clientOptionNames);
  for (const name of Object.keys(options)) {
    if (Object.hasOwn(clientOptionNames, name)) continue;
    const lower = name.toLowerCase();
    const meant = known.find((option) => {
      const candidate = option.toLowerCase();
      return candidate === lower || candidate.startsWith(lower) || candidate.endsWith(lower);
    });
    throw new TypeError(
      `createTradeClient: unknown option \`${name}\`${meant ? ` (did you mean \`${meant}\`?)` : ""}; the options are ${known.join(", ")}`,
    );
  }
}
