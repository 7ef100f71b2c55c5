// @vitest-environment happy-dom
import { memoryStorage } from "@trade/core";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, container, render as show } from "../../../../tests/support/dom.js";
import { ThemeProvider, type ThemeProviderProps, type ThemeState, useTheme } from "../theme/index.js";

let theme: ThemeState;

function Probe() {
  theme = useTheme();
  return <span id="inside">rows {theme.rows}</span>;
}

afterEach(() => {
  document.head.innerHTML = "";
});

function render(props: Omit<ThemeProviderProps, "children"> = {}) {
  show(
    <ThemeProvider storage={memoryStorage()} devicePixelRatio={1} prefersDark={false} {...props}>
      <Probe />
    </ThemeProvider>,
  );
}

const widgetRoot = () => container().querySelector<HTMLElement>(".tk-root")!;
const own = (element: Element, name: string) => getComputedStyle(element).getPropertyValue(name).trim();
/** A custom property's value as CSS inherits it (happy-dom computes it only where a rule sets it). */
function variable(element: Element | null, name: string): string {
  for (let at = element; at !== null; at = at.parentElement) {
    const value = own(at, name);
    if (value !== "") return value;
  }
  return "";
}

describe("ThemeProvider", () => {
  it("puts the theme's class and custom properties on the widget root, and nothing outside it", () => {
    const outside = document.createElement("p");
    document.body.append(outside);
    render({ appearance: "dark" });
    expect(widgetRoot().className).toBe("tk-root tk-theme-dark tk-font-default");
    expect(widgetRoot().dataset.tkTheme).toBe("dark");
    const inside = container().querySelector("#inside")!;
    expect(variable(widgetRoot(), "--tk-color-bg")).toBe("#1a1e24");
    expect(variable(inside, "--tk-color-bg")).toBe("#1a1e24");
    expect(variable(inside, "--tk-rows")).toBe("17");
    for (const element of [outside, container(), document.body, document.documentElement]) {
      expect(variable(element, "--tk-color-bg")).toBe("");
      expect(element.classList.contains("tk-root")).toBe(false);
    }
    expect(document.documentElement.getAttribute("style")).toBeNull();
    expect(document.body.getAttribute("style")).toBeNull();
    outside.remove();
  });

  it("keeps the host page's global CSS from restyling the widget root", () => {
    const host = document.createElement("style");
    host.textContent =
      "div { color: rgb(255, 0, 0); background: rgb(0, 255, 0); } :root { --tk-color-bg: #000000; }";
    document.head.append(host);
    render({ appearance: "light" });
    expect(variable(widgetRoot(), "--tk-color-bg")).toBe("#ffffff");
    expect(getComputedStyle(widgetRoot()).color).not.toBe("rgb(255, 0, 0)");
    // The host keeps its own rules outside the widget.
    expect(getComputedStyle(container()).color).toBe("rgb(255, 0, 0)");
  });

  it("follows the device for System", () => {
    render({ appearance: "system", prefersDark: true });
    expect(theme.theme).toBe("dark");
    expect(widgetRoot().classList.contains("tk-theme-dark")).toBe(true);
    render({ appearance: "system", prefersDark: false });
    expect(theme.theme).toBe("light");
  });

  it("shows Large as Default at pixel ratio 1.5, with the rows of the size in effect", () => {
    render({ fontSize: "Large", devicePixelRatio: 1.5 });
    expect(theme.fontSize).toBe("Large");
    expect(theme.effectiveFontSize).toBe("Default");
    expect(theme.rows).toBe(17);
    expect(widgetRoot().classList.contains("tk-font-default")).toBe(true);
    render({ fontSize: "Large", devicePixelRatio: 2 });
    expect(theme.rows).toBe(15);
    expect(variable(container().querySelector("#inside")!, "--tk-rows")).toBe("15");
    render({ fontSize: "Small", devicePixelRatio: 1.5 });
    expect(theme.rows).toBe(19);
  });

  it("reads and keeps the settings under the spec's local keys when uncontrolled", () => {
    const storage = memoryStorage({ blackMode: "true", fontSize: "Small" });
    render({ storage });
    expect([theme.appearance, theme.theme, theme.fontSize]).toEqual(["dark", "dark", "Small"]);
    act(() => theme.setAppearance("system"));
    act(() => theme.setFontSize("Large"));
    expect(theme.appearance).toBe("system");
    expect(theme.theme).toBe("light");
    expect(storage.getItem("systemTheme")).toBe("true");
    expect(storage.getItem("fontSize")).toBe("Large");
  });

  it("when controlled, reports changes and leaves storage alone", () => {
    const storage = memoryStorage();
    const onAppearanceChange = vi.fn();
    render({ storage, appearance: "light", onAppearanceChange });
    act(() => theme.setAppearance("dark"));
    expect(onAppearanceChange).toHaveBeenCalledWith("dark");
    expect(theme.appearance).toBe("light");
    expect(storage.getItem("blackMode")).toBeNull();
  });

  it("renders on the server, and useTheme outside it throws naming itself", () => {
    const html = renderToString(
      <ThemeProvider storage={memoryStorage()}>
        <Probe />
      </ThemeProvider>,
    );
    expect(html).toContain('class="tk-root tk-theme-light tk-font-default"');
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => show(<Probe />)).toThrow(/useTheme\(\).*<ThemeProvider>/);
    vi.restoreAllMocks();
  });
});
