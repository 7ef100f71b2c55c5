import { marketEndpoints, type Scrip, type TradeClient } from "@trade/core";
import { TradeProvider } from "@trade/react";
import { OrderPad, type OrderPadProps, padInstrumentOf } from "@trade/react/trading";
import { createElement } from "react";
import {
  click,
  press as pressKey,
  settle,
  render as show,
  type as typeInto,
  unmount as unmountScreen,
  until as untilShown,
} from "./dom.js";

/**
 * Driving the order pad as a user would, for the happy-dom contract tests: render it for a scrip of the sandbox, type
 * into its fields, pick tabs, products and order types, press keys, submit, and read what it shows.
 */

/** Wait until `check` holds (the sandbox answered, a quote came); on a timeout, say what the pad showed. */
export const until = (check: () => boolean, what: string, timeoutMs = 5000) =>
  untilShown(check, what, timeoutMs, () => `pad: ${document.querySelector(".tk-order-pad")?.textContent}`);

/** An equity scrip by symbol and exchange. */
export async function equity(client: TradeClient, symbol: string, exchange = "NSE"): Promise<Scrip> {
  const found = (await client.call(marketEndpoints.scripExchangeList, { query: { symbol } })).find(
    (s) => s.exchName === exchange && s.instName === "EQ",
  );
  if (found === undefined) throw new Error(`no ${exchange} listing of ${symbol}`);
  return found;
}

/** Derivatives of a keyword and kind (OPTIDX, FUTIDX, FUTCUR, FUTCOM, ...) from the search. */
export async function derivatives(
  client: TradeClient,
  keyword: string,
  kind: string,
  filter: "fno" | "currency" | "commodity",
): Promise<Scrip[]> {
  const scrips = await client.call(marketEndpoints.search, {
    query: { userType: "RETAIL", accountType: "D", keyword, filter },
  });
  const of = scrips.filter((s) => s.instName === kind);
  if (of.length === 0) throw new Error(`no ${kind} for ${keyword}`);
  return of;
}

export interface MountedPad {
  container: HTMLElement;
  unmount(): void;
}

let mounted: MountedPad | undefined;

/** Render the pad for `scrip`, and wait until it can be used: the profile read (BUY / SELL enabled) and the LTP shown. */
export async function renderPad(
  client: TradeClient,
  scrip: Scrip,
  props: Omit<OrderPadProps, "instrument" | "side"> & { side?: "B" | "S"; waitForLtp?: boolean } = {},
): Promise<MountedPad> {
  mounted?.unmount();
  const instrument = await padInstrumentOf(client, scrip);
  const { side = "B", waitForLtp = true, ...rest } = props;
  unmountScreen();
  const { container } = show(
    createElement(
      TradeProvider,
      { client },
      // The re-confirm step is off unless a test asks for it (react-order-pad-confirm.test.ts drives it).
      createElement(OrderPad, { keepOpen: true, confirm: false, ...rest, instrument, side }),
    ),
  );
  await settle();
  const made: MountedPad = {
    container,
    unmount() {
      if (mounted !== made) return;
      unmountScreen();
      mounted = undefined;
    },
  };
  mounted = made;
  // Generous: the first pad of a file waits for the sandbox's first quotes on a busy machine.
  await until(() => submitButton()?.disabled === false, "the pad ready (profile read)", 15_000);
  if (waitForLtp) await until(() => ltpText() !== "—" && ltpText() !== "", "the last traded price", 15_000);
  return made;
}

export const unmountPad = () => mounted?.unmount();

export const pad = () => document.querySelector<HTMLElement>(".tk-order-pad") as HTMLElement;
export const ltpText = () => pad()?.querySelector("[aria-label='Last traded price']")?.textContent ?? "";
/** The LTP the pad shows, in rupees. */
export const ltp = () => Number(ltpText().replace(/[^0-9.]/g, ""));
export const input = (name: string) => pad().querySelector<HTMLInputElement>(`input[name=${name}]`);

/** Type into the pad's field `name` as the browser would. */
export async function type(name: string, value: string) {
  const field = input(name);
  if (field === null) throw new Error(`no field ${name}`);
  await typeInto(field, value);
}

export const buttons = (within: Element = pad()) => [...within.querySelectorAll<HTMLButtonElement>("button")];
export function button(label: string, within: Element = pad()) {
  const found = buttons(within).find(
    (b) => b.textContent === label || b.getAttribute("aria-label") === label,
  );
  if (found === undefined) throw new Error(`no button ${label}`);
  return found;
}
export { click };

export async function tab(label: string) {
  const found = [...pad().querySelectorAll<HTMLButtonElement>("[role=tab]")].find(
    (t) => t.textContent === label,
  );
  if (found === undefined) throw new Error(`no tab ${label}`);
  await click(found);
}

/** Pick a product or an order type by its label. */
export async function choose(group: "Product" | "Order type", label: string) {
  const fieldset = [...pad().querySelectorAll("fieldset")].find(
    (f) => f.querySelector("legend")?.textContent === group,
  );
  const option = [...(fieldset?.querySelectorAll("label") ?? [])].find((l) => l.textContent === label);
  const radio = option?.querySelector<HTMLInputElement>("input[type=radio]");
  if (!radio) throw new Error(`no ${group} ${label}`);
  await click(radio);
}

export const checked = (group: "Product" | "Order type") =>
  [...pad().querySelectorAll("fieldset")]
    .find((f) => f.querySelector("legend")?.textContent === group)
    ?.querySelector("label:has(input:checked)")?.textContent ?? "";

/** A key pressed in the focused field (the pad's keys: M, L, Escape). */
export async function press(key: string, target: Element = document.activeElement ?? pad()) {
  pressKey(key, {}, target);
  await settle();
}

export const submitButton = () => pad()?.querySelector<HTMLButtonElement>(".tk-op-submit");
/** Press the BUY / SELL button. */
export const submit = () => click(submitButton() as HTMLButtonElement);

/** The inline validation message under the fields. */
export const problem = () => pad().querySelector(".tk-op-problem[role=alert]")?.textContent ?? "";
/** The field the message is about (aria-invalid and described by the message). */
export const invalidField = () => {
  const field = pad().querySelector<HTMLInputElement>("input[aria-invalid=true]");
  if (field === null) return undefined;
  const describedBy = field.getAttribute("aria-describedby");
  const message = describedBy ? document.getElementById(describedBy)?.textContent : undefined;
  return { name: field.name, message };
};

/** The sheet (placed, rejected, split) as title and text. */
export const sheet = () => {
  const found = pad().querySelector(".tk-op-sheet[role=status]");
  return found === null
    ? undefined
    : {
        title: found.querySelector("strong")?.textContent ?? "",
        text: found.querySelector("p")?.textContent ?? "",
        ok: found.classList.contains("tk-op-ok"),
      };
};
export const dialog = (label: string) =>
  pad().querySelector<HTMLElement>(`[role=alertdialog][aria-label='${label}']`);

/** Dismiss the under-surveillance sheet a scrip under surveillance opens with. */
export async function dismissSurveillance() {
  await until(() => dialog("Under surveillance") !== null, "the surveillance sheet");
  await click(button("OK", dialog("Under surveillance") as HTMLElement));
}

/** A price in rupees as the pad's fields take it: a multiple of the tick (5 paise), two decimals. */
export const rupees = (value: number) => (Math.round(value * 20) / 20).toFixed(2);
