import { fromMinor, type Scrip, toMinor } from "@trade/core";
import { type BasketLine, type BasketProblem, checkBasketLine } from "@trade/core/basket";
import type { OrderType, ProductType } from "@trade/core/orders";

/** A line as the panel edits it: the figures as typed, and whether it is selected to place. */
export interface LineDraft {
  key: string;
  selected: boolean;
  line: BasketLine;
  quantity: string;
  price: string;
  trigger: string;
}

let made = 0;
const keyOf = () => `line-${++made}`;
const text = (minor: number, segment: number) => (minor > 0 ? String(fromMinor(minor, segment)) : "");

/** A stored line as a draft, selected. */
export function draftOf(line: BasketLine, selected = true): LineDraft {
  return {
    key: keyOf(),
    selected,
    line,
    quantity: String(line.quantity),
    price: text(line.price, line.exchangeSegment),
    trigger: text(line.triggerPrice, line.exchangeSegment),
  };
}

const cashSegments = [1, 3];

/** A new line for a searched scrip: buy one lot at market, for delivery in cash and carry-forward elsewhere. */
export function draftOfScrip(scrip: Scrip): LineDraft {
  const cash = cashSegments.includes(scrip.mktSegID);
  return draftOf({
    exchangeSegment: scrip.mktSegID,
    symbolToken: scrip.token,
    tradingSymbol: scrip.tradeSymbol,
    exchange: scrip.exchName,
    transactiontype: "B",
    producttype: cash ? "CNC" : "NRML",
    ordertype: "MARKET",
    quantity: cash ? 1 : Math.max(1, scrip.lotSize),
    price: 0,
    triggerPrice: 0,
  });
}

/** The products offered for a line's segment. */
export const productsOf = (segment: number): ProductType[] =>
  cashSegments.includes(segment) ? ["CNC", "MIS"] : ["NRML", "MIS"];
export const orderTypes: OrderType[] = ["MARKET", "LIMIT", "SL", "SL-M"];

/** A typed figure: empty is 0, anything not a number -1 (which the checks refuse). */
const figure = (typed: string): number => {
  if (typed.trim() === "") return 0;
  const value = Number(typed);
  return Number.isFinite(value) && value >= 0 ? value : -1;
};

/** The line a draft stands for, its figures read from what was typed (prices to minor units). */
export function lineOf(draft: LineDraft): BasketLine {
  const segment = draft.line.exchangeSegment;
  const minor = (typed: string) => {
    const value = figure(typed);
    return value < 0 ? -1 : toMinor(value, segment);
  };
  const { ordertype } = draft.line;
  return {
    ...draft.line,
    quantity: figure(draft.quantity),
    price: ordertype === "LIMIT" || ordertype === "SL" ? minor(draft.price) : 0,
    triggerPrice: ordertype === "SL" || ordertype === "SL-M" ? minor(draft.trigger) : 0,
  };
}

/** What is wrong with a draft, in the spec's words (spec 2 §5), or undefined. */
export const problemOf = (draft: LineDraft): BasketProblem | undefined => checkBasketLine(lineOf(draft));
