import { type Embedded, type EmbedEvent, embedTradeKit, type SsoLaunch } from "@trade/core/embed";

/**
 * The partner page's script: each button asks the partner's own server for a one-time code and opens the broker's
 * app in an iframe on that screen. Only messages from the broker's origin and that iframe are heard
 * (embedTradeKit checks both).
 */
const brokerUrl = document.body.dataset.broker ?? "";
const container = document.getElementById("trade") as HTMLElement;
const activity = document.getElementById("activity") as HTMLOListElement;
let embedded: Embedded | undefined;

const note = (text: string) => {
  const item = document.createElement("li");
  item.textContent = text;
  activity.append(item);
};

const onEvent = (event: EmbedEvent) => {
  switch (event.type) {
    case "ready":
      note("Your broker account is open below.");
      break;
    case "order-placed": {
      const { orderId, tradingSymbol, transactionType, quantity } = event.order;
      note(
        `Order ${orderId} placed: ${transactionType === "B" ? "buy" : "sell"} ${quantity} ${tradingSymbol}`,
      );
      break;
    }
    case "close":
      embedded?.destroy();
      embedded = undefined;
      note("Closed.");
      break;
    case "resize":
      break;
  }
};

async function open(launch: Omit<SsoLaunch, "code" | "parent">) {
  const response = await fetch("/sso-code", { method: "POST" });
  const answer = (await response.json()) as { code?: string; message?: string };
  if (!response.ok || answer.code === undefined) {
    note(`Trading could not open: ${answer.message ?? response.statusText}`);
    return;
  }
  embedded?.destroy();
  embedded = embedTradeKit({
    container,
    brokerUrl,
    code: answer.code,
    title: "Your broker account",
    onEvent,
    ...launch,
  });
}

document.addEventListener("click", (event) => {
  const button = (event.target as HTMLElement).closest("button");
  if (button === null) return;
  const { token, side, page } = button.dataset;
  if (token !== undefined && (side === "B" || side === "S")) {
    // Already open: ask the app for the pad instead of a new session.
    if (embedded !== undefined)
      embedded.send({ type: "open-order-pad", segment: 1, token: Number(token), side });
    else void open({ page: "orderpad", segment: 1, token: Number(token), side });
  } else if (page === "orders" || page === "positions" || page === "watchlist") {
    if (embedded !== undefined) embedded.send({ type: "show", page });
    else void open({ page });
  }
});
