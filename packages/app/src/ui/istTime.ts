import { formatIstDayTime } from "@trade/core";

/** Day, month and time of day in IST, 24-hour ("24 Nov, 10:30"): notifications and intraday chart labels. */
export const istDayTime = { format: formatIstDayTime };
