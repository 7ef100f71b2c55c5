import { describe, expect, it } from "vitest";
import {
  acceptMessage,
  embedSource,
  isEmbedEvent,
  isPartnerCommand,
  partnerSource,
  readSsoLaunch,
  ssoLaunchUrl,
} from "../sso.js";

const code = "Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA";

describe("SSO launch URLs", () => {
  it("carry the page and the partner's origin as parameters and the code in the fragment, and read back", () => {
    const href = ssoLaunchUrl("https://broker.example/anything", {
      page: "orderpad",
      parent: "https://partner.example",
      code,
      segment: 1,
      token: 2885,
      side: "S",
    });
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe("https://broker.example/trade/sso");
    expect(url.searchParams.get("page")).toBe("orderpad");
    expect(url.search).not.toContain(code);
    expect(url.hash).toBe(`#code=${code}`);
    expect(readSsoLaunch(href)).toEqual({
      page: "orderpad",
      parent: "https://partner.example",
      code,
      segment: 1,
      token: 2885,
      side: "S",
    });
  });

  it("no page parameter is not SSO mode", () => {
    expect(readSsoLaunch("https://broker.example/trade/orders/open?x=1#code=abc")).toBeUndefined();
  });

  it("a launch that cannot work says why (the app only logs it)", () => {
    const base = "https://broker.example/trade/sso";
    expect(readSsoLaunch(`${base}?page=funds&parent=https://p.example#code=${code}`)).toBe(
      'SSO: unknown page "funds"; one of orderpad, orders, positions, watchlist, chart',
    );
    expect(readSsoLaunch(`${base}?page=orders&parent=https://p.example/path#code=${code}`)).toBe(
      "SSO: the parent parameter must be an origin",
    );
    expect(readSsoLaunch(`${base}?page=orders&parent=javascript:alert(1)#code=${code}`)).toBe(
      "SSO: the parent parameter must be an origin",
    );
    expect(readSsoLaunch(`${base}?page=orders&parent=https://p.example`)).toBe(
      "SSO: the URL's fragment carries no code",
    );
    expect(readSsoLaunch(`${base}?page=orderpad&parent=https://p.example&segment=1#code=${code}`)).toBe(
      "SSO: the order pad needs segment and token",
    );
  });
});

describe("embed messages", () => {
  const iframe = { name: "the app's window" };
  const partnerOrigins = ["https://partner.example"];
  const placed = {
    source: embedSource,
    type: "order-placed",
    order: { orderId: "1", tradingSymbol: "ITC-EQ", transactionType: "B", quantity: 2 },
  };

  it("are taken from the expected window and origin when they have the expected shape", () => {
    expect(
      acceptMessage(
        isEmbedEvent,
        { origin: "https://broker.example", source: iframe, data: placed },
        { window: iframe, origins: ["https://broker.example"] },
      ),
    ).toEqual(placed);
    const command = { source: partnerSource, type: "open-order-pad", segment: 1, token: 1660, side: "B" };
    expect(
      acceptMessage(
        isPartnerCommand,
        { origin: "https://partner.example", source: iframe, data: command },
        { window: iframe, origins: partnerOrigins },
      ),
    ).toEqual(command);
  });

  it("are ignored from another origin, another window, or in another shape", () => {
    const from = { window: iframe, origins: ["https://broker.example"] };
    expect(
      acceptMessage(isEmbedEvent, { origin: "https://evil.example", source: iframe, data: placed }, from),
    ).toBe(undefined);
    expect(
      acceptMessage(
        isEmbedEvent,
        { origin: "https://broker.example", source: { other: true }, data: placed },
        from,
      ),
    ).toBe(undefined);
    for (const data of [
      { ...placed, source: "someone-else" },
      { source: embedSource, type: "resize", height: "tall" },
      { source: embedSource, type: "navigate", to: "/account" },
      "order-placed",
      null,
    ]) {
      expect(
        acceptMessage(isEmbedEvent, { origin: "https://broker.example", source: iframe, data }, from),
      ).toBe(undefined);
    }
  });
});
