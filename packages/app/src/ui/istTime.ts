/** Day, month and time of day in IST, 24-hour ("24 Nov, 10:30"): notifications and intraday chart labels. */
export const istDayTime = new Intl.DateTimeFormat("en-IN", {
  day: "2-digit",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
  timeZone: "Asia/Kolkata",
});
