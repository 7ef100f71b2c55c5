// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { click, container, renderSettled } from "../../../../../tests/support/dom.js";
import { EmptyState, queryState } from "../states.js";

const button = () => container().querySelector("button");

describe("the list states", () => {
  it("loading is a busy skeleton that says what loads", async () => {
    await renderSettled(queryState({ error: null, isPending: true, refetch: () => {} }, "orders", 3));
    const status = container().querySelector("[role=status]");
    expect(status?.getAttribute("aria-busy")).toBe("true");
    expect(status?.textContent).toBe("Loading orders…");
    expect(container().querySelectorAll(".tk-skeleton-row")).toHaveLength(3);
  });

  it("a failure says why and Retry asks again", async () => {
    const refetch = vi.fn();
    await renderSettled(
      queryState({ error: new Error("Network down"), isPending: false, refetch }, "orders"),
    );
    expect(container().querySelector("[role=alert]")?.textContent).toBe(
      "Could not load orders: Network down",
    );
    await click(button() as HTMLElement);
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("loaded data leaves the state to the caller", () => {
    expect(queryState({ error: null, isPending: false, refetch: () => {} }, "orders")).toBeUndefined();
  });

  it("an empty list shows its words, and its action only when there is one", async () => {
    const onClick = vi.fn();
    await renderSettled(
      <EmptyState message="You have no open orders" action={{ label: "Go to watchlist", onClick }} />,
    );
    expect(container().querySelector(".tk-empty")?.textContent).toBe("You have no open orders");
    expect(button()?.textContent).toBe("Go to watchlist");
    await click(button() as HTMLElement);
    expect(onClick).toHaveBeenCalledTimes(1);
    await renderSettled(<EmptyState message="You have no open orders" />);
    expect(button()).toBeNull();
  });
});
