/**
 * The screens a partner can open in SSO mode (spec 1 §4: "a reduced set of screens"): the order pad, orders,
 * positions, the watchlist and the chart. The names are ours; the spec gives none.
 */
export const ssoPages = ["orderpad", "orders", "positions", "watchlist", "chart"] as const;
export type SsoPage = (typeof ssoPages)[number];

/**
 * SSO mode (spec 1 §4: "SSO mode applies when the URL has a page parameter"): how a partner's page opens the
 * broker's app in an iframe, and the messages the two exchange. docs/sso.md tells the whole flow.
 */

/** Where the app lives under the broker's origin; the SSO launch is any path under it with a `page` parameter. */
export const ssoLaunchPath = "/trade/sso";

/** What a launch URL carries: the screen, the partner page's origin, and for the order pad its instrument. */
export interface SsoLaunch {
  page: SsoPage;
  /** The partner page's origin: the only one the app will post to (after the broker confirms it is the partner's). */
  parent: string;
  /** The one-time code from the partner's server. In the URL's fragment, which no server and no Referer sees. */
  code: string;
  /** The order pad's instrument and side (page `orderpad`); the chart's instrument (page `chart`). */
  segment?: number;
  token?: number;
  side?: "B" | "S";
}

/**
 * The URL of the embedded app for a launch.
 *
 * @example
 * ```ts
 * iframe.src = ssoLaunchUrl("https://broker.example", { page: "orderpad", parent: location.origin, code,
 *   segment: 1, token: 2885, side: "B" });
 * ```
 */
export function ssoLaunchUrl(brokerUrl: string, launch: SsoLaunch): string {
  const url = new URL(ssoLaunchPath, brokerUrl);
  url.searchParams.set("page", launch.page);
  url.searchParams.set("parent", launch.parent);
  if (launch.segment !== undefined) url.searchParams.set("segment", String(launch.segment));
  if (launch.token !== undefined) url.searchParams.set("token", String(launch.token));
  if (launch.side !== undefined) url.searchParams.set("side", launch.side);
  url.hash = new URLSearchParams({ code: launch.code }).toString();
  return url.toString();
}

const positiveInt = (value: string | null) => {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
};

/**
 * Read a launch from the app's URL. `undefined` when the URL has no `page` parameter (not SSO mode); a string
 * saying what is wrong when it has one but the launch cannot work (SSO failures are only logged, spec 1 §4).
 */
export function readSsoLaunch(href: string): SsoLaunch | string | undefined {
  const url = new URL(href);
  const page = url.searchParams.get("page");
  if (page === null) return undefined;
  if (!isPage(page)) return `SSO: unknown page "${page}"; one of ${ssoPages.join(", ")}`;
  const parent = url.searchParams.get("parent");
  const parentOrigin = parent === null ? undefined : originOf(parent);
  if (parentOrigin === undefined || parentOrigin !== parent)
    return "SSO: the parent parameter must be an origin";
  const code = new URLSearchParams(url.hash.slice(1)).get("code");
  if (code === null || code === "") return "SSO: the URL's fragment carries no code";
  const launch: SsoLaunch = { page, parent: parentOrigin, code };
  const segment = positiveInt(url.searchParams.get("segment"));
  const token = positiveInt(url.searchParams.get("token"));
  const side = url.searchParams.get("side");
  if (segment !== undefined) launch.segment = segment;
  if (token !== undefined) launch.token = token;
  if (side === "B" || side === "S") launch.side = side;
  if (launch.page === "orderpad" && (launch.segment === undefined || launch.token === undefined))
    return "SSO: the order pad needs segment and token";
  return launch;
}

function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Marks the app's messages, so a partner page can tell them from other frames' traffic. */
export const embedSource = "trade-kit";
/** Marks the partner page's messages to the app. */
export const partnerSource = "trade-kit-partner";

type Side = "B" | "S";

/** What the embedded app tells the partner page. */
export type EmbedEvent =
  | { source: typeof embedSource; type: "ready"; page: SsoPage }
  | {
      source: typeof embedSource;
      type: "order-placed";
      order: { orderId: string; tradingSymbol: string; transactionType: Side; quantity: number };
    }
  | { source: typeof embedSource; type: "resize"; height: number }
  | { source: typeof embedSource; type: "close" };

/** What the partner page may ask of the embedded app. */
export type PartnerCommand =
  | { source: typeof partnerSource; type: "open-order-pad"; segment: number; token: number; side: Side }
  | { source: typeof partnerSource; type: "show"; page: Exclude<SsoPage, "orderpad"> };

/** A message as written, before its `source` mark is added. */
export type Unsourced<TMessage> = TMessage extends unknown ? Omit<TMessage, "source"> : never;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;
const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value > 0;
const isSide = (value: unknown): value is Side => value === "B" || value === "S";
const isPage = (value: unknown): value is SsoPage => ssoPages.includes(value as SsoPage);

/**
 * An app message, checked field by field (a partner page should not need a schema library to read four messages).
 */
export function isEmbedEvent(data: unknown): data is EmbedEvent {
  if (!isRecord(data) || data.source !== embedSource) return false;
  switch (data.type) {
    case "ready":
      return isPage(data.page);
    case "order-placed": {
      const order = data.order;
      return (
        isRecord(order) &&
        typeof order.orderId === "string" &&
        typeof order.tradingSymbol === "string" &&
        isSide(order.transactionType) &&
        isCount(order.quantity)
      );
    }
    case "resize":
      return typeof data.height === "number" && Number.isFinite(data.height) && data.height >= 0;
    case "close":
      return true;
    default:
      return false;
  }
}

/** A partner page's command, checked field by field. */
export function isPartnerCommand(data: unknown): data is PartnerCommand {
  if (!isRecord(data) || data.source !== partnerSource) return false;
  switch (data.type) {
    case "open-order-pad":
      return isCount(data.segment) && isCount(data.token) && isSide(data.side);
    case "show":
      return isPage(data.page) && data.page !== "orderpad";
    default:
      return false;
  }
}

/** The parts of a `MessageEvent` the check reads. */
export interface ReceivedMessage {
  origin: string;
  data: unknown;
  source: unknown;
}

/**
 * The message, when it comes from the expected window, from an allowed origin, and has the expected shape;
 * otherwise `undefined` (the caller ignores it). Both sides use it: the app with the partner's registered origins,
 * the partner page with the broker's origin.
 */
export function acceptMessage<TMessage>(
  check: (data: unknown) => data is TMessage,
  event: ReceivedMessage,
  from: { window: unknown; origins: readonly string[] },
): TMessage | undefined {
  if (event.source !== from.window || !from.origins.includes(event.origin)) return undefined;
  return check(event.data) ? event.data : undefined;
}
