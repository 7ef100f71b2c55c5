// @vitest-environment happy-dom
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { act, click, container, press, render } from "../../../../../tests/support/dom.js";
import { SegmentedControl, type SegmentedControlProps } from "../SegmentedControl.js";

const ranges = ["1d", "5d", "1m", "6m"] as const;
type Range = (typeof ranges)[number];

function Ranges(
  props: Partial<SegmentedControlProps<Range>> & { start?: Range; onChosen?: (r: Range) => void },
) {
  const [value, setValue] = useState<Range | undefined>(props.start);
  return (
    <SegmentedControl
      label="Chart range"
      options={ranges}
      value={value}
      onChange={(next) => {
        props.onChosen?.(next);
        setValue(next);
      }}
      {...(props.optionDisabled ? { optionDisabled: props.optionDisabled } : {})}
      {...(props.orientation ? { orientation: props.orientation } : {})}
    />
  );
}

const group = () => container().querySelector<HTMLElement>("[role=radiogroup]");
const radios = () => [...container().querySelectorAll<HTMLButtonElement>("[role=radio]")];
const radio = (name: string) => radios().find((r) => r.textContent === name);
const checked = () =>
  radios()
    .filter((r) => r.getAttribute("aria-checked") === "true")
    .map((r) => r.textContent);
const tabStops = () =>
  radios()
    .filter((r) => r.tabIndex === 0)
    .map((r) => r.textContent);
const focused = () => (document.activeElement as HTMLElement | null)?.textContent;
const focus = (name: string) => act(() => radio(name)?.focus());

describe("the segmented control", () => {
  it("is a radio group named by its label, the chosen option checked and the only tab stop", () => {
    render(<Ranges start="5d" />);
    expect(group()?.getAttribute("aria-label")).toBe("Chart range");
    expect(radios().map((r) => r.textContent)).toEqual(["1d", "5d", "1m", "6m"]);
    expect(checked()).toEqual(["5d"]);
    expect(tabStops()).toEqual(["5d"]);
    expect(radio("5d")?.dataset.state).toBe("on");
    expect(radio("1d")?.dataset.state).toBe("off");
  });

  it("a click chooses; clicking the chosen option again keeps it and tells nobody", async () => {
    const onChosen = vi.fn();
    render(<Ranges start="1d" onChosen={onChosen} />);
    await click(radio("1m"));
    expect(checked()).toEqual(["1m"]);
    expect(onChosen).toHaveBeenCalledWith("1m");
    await click(radio("1m"));
    expect(checked()).toEqual(["1m"]);
    expect(onChosen).toHaveBeenCalledTimes(1);
  });

  it("the arrows move focus round the options without choosing; Home and End go to the ends", () => {
    const onChosen = vi.fn();
    render(<Ranges start="5d" onChosen={onChosen} />);
    focus("5d");
    press("ArrowRight", {}, radio("5d"));
    expect(focused()).toBe("1m");
    press("ArrowRight", {}, radio("1m"));
    press("ArrowRight", {}, radio("6m"));
    expect(focused()).toBe("1d");
    press("ArrowLeft", {}, radio("1d"));
    expect(focused()).toBe("6m");
    press("Home", {}, radio("6m"));
    expect(focused()).toBe("1d");
    press("End", {}, radio("1d"));
    expect(focused()).toBe("6m");
    // Up and Down belong to a vertical group; a horizontal one leaves them to the page.
    expect(press("ArrowDown", {}, radio("6m")).defaultPrevented).toBe(false);
    expect(focused()).toBe("6m");
    expect(onChosen).not.toHaveBeenCalled();
    expect(checked()).toEqual(["5d"]);
    // Tab comes back to the option last focused.
    expect(tabStops()).toEqual(["6m"]);
  });

  it("a vertical group moves with Up and Down", () => {
    render(<Ranges start="1d" orientation="vertical" />);
    focus("1d");
    press("ArrowDown", {}, radio("1d"));
    expect(focused()).toBe("5d");
    press("ArrowUp", {}, radio("5d"));
    press("ArrowUp", {}, radio("1d"));
    expect(focused()).toBe("6m");
    expect(press("ArrowRight", {}, radio("6m")).defaultPrevented).toBe(false);
  });

  it("skips an option that cannot be chosen, and with none chosen the first choosable one is the tab stop", () => {
    render(<Ranges optionDisabled={(option) => option === "1d" || option === "1m"} />);
    expect(checked()).toEqual([]);
    expect(radio("1d")?.disabled).toBe(true);
    expect(tabStops()).toEqual(["5d"]);
    focus("5d");
    press("ArrowRight", {}, radio("5d"));
    expect(focused()).toBe("6m");
    press("ArrowRight", {}, radio("6m"));
    expect(focused()).toBe("5d");
  });
});
