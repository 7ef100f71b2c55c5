import type { Db } from "./db/database.js";
import type { NotificationsHub } from "./feeds/notifications.js";
import type { Clients } from "./store/clients.js";
import type { Funds } from "./store/funds.js";
import type { Otps } from "./store/otps.js";
import type { Preferences } from "./store/preferences.js";
import type { Sessions } from "./store/sessions.js";

/** Everything a route needs, built once per sandbox. */
export interface Context {
  db: Db;
  clients: Clients;
  sessions: Sessions;
  otps: Otps;
  preferences: Preferences;
  funds: Funds;
  notifications: NotificationsHub;
  now: () => number;
  log: (line: string) => void;
  /** Cookie lifetimes (seconds) for the session and token cookies. */
  cookies: { sessionTtlSeconds: number; tokenTtlSeconds: number; secure: boolean };
}
