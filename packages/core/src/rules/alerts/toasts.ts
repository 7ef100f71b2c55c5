/** Toasts after each action (spec 2 §8). */
export const alertToasts = {
  created: { title: "Alert Created", message: "We have successfully saved the Alert" },
  updated: { title: "Alert Updated" },
  deleted: { title: "Alert deleted" },
  paused: { title: "Alert Paused" },
  resumed: { title: "Alert Resumed" },
  triggered: { title: "Alert Triggered" },
} as const;
