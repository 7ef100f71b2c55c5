import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from "chart.js";

/** chart.js with the pieces the candle chart uses, in a chunk of its own (Chart.tsx loads it beside the candles). */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export { Chart };
