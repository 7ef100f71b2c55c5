/**
 * The deep links of spec 1 §4 and spec 2 §2: a link's query parameter `pid` names what it opens (`buysell`,
 * `gttOrderpad`, `sipOrderPad`, `chartView`), `token` and `mktSegID` the instrument (the chartView link's parameters,
 * used by every kind), and `orderType` the side of an order pad: `B` or `S` (the order's transactionType codes;
 * `BUY` and `SELL` too), buy when absent. Pure: the app decides what to open and logs the issues.
 */
export const deepLinkPages = ["buysell", "gttOrderpad", "sipOrderPad", "chartView"] as const;

export type DeepLinkPage = (typeof deepLinkPages)[number];

export interface DeepLinkInstrument {
  segment: number;
  token: number;
}

export type DeepLink =
  | { page: "buysell" | "gttOrderpad" | "sipOrderPad"; instrument: DeepLinkInstrument; side: "B" | "S" }
  | { page: "chartView"; instrument: DeepLinkInstrument };

/** A link read: what it opens, or the deep-link issue that keeps it from opening anything. */
export type DeepLinkResult = { ok: true; link: DeepLink } | { ok: false; issue: string };

/** What the app shows about a deep link it does not open (our words: the spec gives none). */
export const deepLinkTexts = {
  issueTitle: "This link could not be opened",
  unknownPage: (pid: string) =>
    `The link asks for "${pid}", which is not one of ${deepLinkPages.join(", ")}.`,
  noInstrument: (pid: string) =>
    `The ${pid} link needs an instrument: a token and a market segment id (mktSegID), both positive whole numbers.`,
  badSide: (orderType: string) => `The link's orderType "${orderType}" is not B (buy) or S (sell).`,
  notFound: (instrument: DeepLinkInstrument) =>
    `No instrument has token ${instrument.token} in market segment ${instrument.segment}.`,
  notBuiltTitle: "Not built yet",
  notBuilt: (page: "gttOrderpad" | "sipOrderPad") =>
    `The ${page === "gttOrderpad" ? "GTT order pad" : "SIP order pad"} is not built yet in trade kit.`,
} as const;

/** The query parameters a deep link uses, removed from the address once the link has been acted on. */
export const deepLinkParams = ["pid", "orderType"] as const;

interface ParamsLike {
  get(name: string): string | null;
}

const positiveInteger = (raw: string | null): number | undefined => {
  if (raw === null || !/^\d+$/.test(raw.trim())) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
};

const sides: Record<string, "B" | "S"> = { B: "B", BUY: "B", S: "S", SELL: "S" };

/**
 * The deep link in a page's query parameters, undefined when there is none (no `pid`).
 *
 * @example
 * ```ts
 * readDeepLink(new URLSearchParams("pid=buysell&token=1660&mktSegID=1&orderType=S"));
 * // { ok: true, link: { page: "buysell", instrument: { segment: 1, token: 1660 }, side: "S" } }
 * readDeepLink(new URLSearchParams("pid=nope")); // { ok: false, issue: 'The link asks for "nope", ...' }
 * ```
 */
export function readDeepLink(params: ParamsLike): DeepLinkResult | undefined {
  const pid = params.get("pid");
  if (pid === null) return undefined;
  const page = deepLinkPages.find((name) => name === pid.trim());
  if (page === undefined) return { ok: false, issue: deepLinkTexts.unknownPage(pid) };
  const token = positiveInteger(params.get("token"));
  const segment = positiveInteger(params.get("mktSegID"));
  if (token === undefined || segment === undefined) {
    return { ok: false, issue: deepLinkTexts.noInstrument(page) };
  }
  const instrument = { segment, token };
  if (page === "chartView") return { ok: true, link: { page, instrument } };
  const orderType = params.get("orderType");
  const side = orderType === null ? "B" : sides[orderType.trim().toUpperCase()];
  if (side === undefined) return { ok: false, issue: deepLinkTexts.badSide(orderType ?? "") };
  return { ok: true, link: { page, instrument, side } };
}
