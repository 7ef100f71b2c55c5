/**
 * A system notification in place of a toast while the tab is hidden (spec 1 §4), when the browser has been allowed
 * to show them; true when it was shown (the caller then shows no toast).
 */
export function showSystemNotification(title: string, body: string | undefined): boolean {
  if (
    document.visibilityState !== "hidden" ||
    typeof Notification === "undefined" ||
    Notification.permission !== "granted"
  ) {
    return false;
  }
  new Notification(title, body === undefined ? {} : { body });
  return true;
}

/**
 * Ask the browser for permission to show system notifications, once, from a user action (a browser ignores or
 * penalises asking on load): the app asks when the user creates an alert, whose trigger may come while the tab is
 * hidden.
 */
export function askNotificationPermission(): void {
  if (typeof Notification === "undefined" || Notification.permission !== "default") return;
  void Notification.requestPermission().catch(() => undefined);
}
