import { useEffect, useRef } from "react";
import type { OiChartSpec } from "./oiCharts.js";

/**
 * One OI chart's canvas: chart.js, loaded with the first chart drawn (not with the widget), draws `spec`. The canvas
 * is an image to assistive technology, labelled by `label` (the figures are in the table beside it).
 */
export function OiChart({ spec, label }: { spec: OiChartSpec; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (element === null || element.getContext("2d") === null) return;
    let destroy: (() => void) | undefined;
    let cancelled = false;
    void import("./oiCharts.js").then(({ drawOiChart }) => {
      if (!cancelled) destroy = drawOiChart(element, spec);
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [spec]);
  return (
    <div className="tk-oi-canvas">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
