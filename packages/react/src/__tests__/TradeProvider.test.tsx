import { createTradeClient, type TradeClient } from "@trade/core";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useSession } from "../hooks.js";
import { TradeProvider, useTradeClient } from "../TradeProvider.js";

function ShowStatus() {
  return createElement("span", null, useSession().status);
}
function ShowClient() {
  useTradeClient();
  return null;
}

describe("TradeProvider", () => {
  it("gives its client to the hooks below it", () => {
    const client = createTradeClient({ baseUrl: "http://127.0.0.1:9/api", platform: "node" });
    const html = renderToString(createElement(TradeProvider, { client }, createElement(ShowStatus)));
    expect(html).toContain("unknown");
    client.close();
  });

  it("refuses what is not a client, saying what it wants", () => {
    for (const bad of [undefined, null, {}, { session: {} }]) {
      expect(() =>
        renderToString(createElement(TradeProvider, { client: bad as unknown as TradeClient })),
      ).toThrow(/createTradeClient\(\)/);
    }
  });

  it("a hook outside the provider throws an error that names it", () => {
    expect(() => renderToString(createElement(ShowClient))).toThrow(/useTradeClient\(\).*<TradeProvider/);
  });
});
