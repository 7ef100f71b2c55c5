import type { NotificationMessage } from "@trade/core";
import type { Db } from "../db/database.js";

interface NotificationRow {
  id: number;
  client_code: string;
  type: string;
  title: string;
  body: string;
  detail: string | null;
  state: string | null;
  order_id: string | null;
  redirection_url: string | null;
  received_at: number;
  read: number;
}

/** A notification to record. */
export interface NewNotification {
  type: string;
  title: string;
  body: string;
  detail?: string;
  state?: string;
  orderId?: string;
  redirectionUrl?: string;
  receivedAt: number;
}

/**
 * The notifications history of each client (migration 4): written in the same transaction as the event it tells
 * of, read newest first in pages, marked read one by one or all at once.
 */
export class Notifications {
  readonly #db: Db;
  readonly #statements;

  constructor(db: Db) {
    this.#db = db;
    this.#statements = {
      insert: db.prepare(
        `INSERT INTO notifications (client_code, type, title, body, detail, state, order_id, redirection_url, received_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      unread: db.prepare<[string], { count: number }>(
        "SELECT count(*) AS count FROM notifications WHERE client_code = ? AND read = 0",
      ),
      markAll: db.prepare<[string]>("UPDATE notifications SET read = 1 WHERE client_code = ? AND read = 0"),
      markOne: db.prepare<[string, number]>(
        "UPDATE notifications SET read = 1 WHERE client_code = ? AND id = ? AND read = 0",
      ),
      byId: db.prepare<[number], NotificationRow>("SELECT * FROM notifications WHERE id = ?"),
    };
  }

  /** Record one; answers the message as the history shows it. */
  record(clientCode: string, notification: NewNotification): NotificationMessage {
    const { lastInsertRowid } = this.#statements.insert.run(
      clientCode,
      notification.type,
      notification.title,
      notification.body,
      notification.detail ?? null,
      notification.state ?? null,
      notification.orderId ?? null,
      notification.redirectionUrl ?? null,
      notification.receivedAt,
    );
    return toMessage(this.#statements.byId.get(Number(lastInsertRowid)) as NotificationRow);
  }

  /** Newest first: `size` after the first `skip`, narrowed to `types` when given. */
  history(
    clientCode: string,
    size: number,
    skip: number,
    types?: readonly string[],
  ): { history: NotificationMessage[]; next_page: boolean; skip: number } {
    const typed = types !== undefined && types.length > 0;
    const sql =
      "SELECT * FROM notifications WHERE client_code = ?" +
      (typed ? ` AND type IN (${types.map(() => "?").join(", ")})` : "") +
      " ORDER BY id DESC LIMIT ? OFFSET ?";
    // One more than asked says whether there is a next page.
    const rows = this.#db
      .prepare<unknown[], NotificationRow>(sql)
      .all(clientCode, ...(typed ? types : []), size + 1, skip);
    const page = rows.slice(0, size);
    return { history: page.map(toMessage), next_page: rows.length > size, skip: skip + page.length };
  }

  unreadCount(clientCode: string): number {
    return this.#statements.unread.get(clientCode)?.count ?? 0;
  }

  /** Mark read: every unread one, or the ones named (ids of other clients are ignored). Answers how many changed. */
  markRead(clientCode: string, messageIds: readonly string[], all: boolean): number {
    if (all) return this.#statements.markAll.run(clientCode).changes;
    return this.#db.transaction(() => {
      let changed = 0;
      for (const id of messageIds) {
        const numeric = Number(id);
        if (Number.isSafeInteger(numeric))
          changed += this.#statements.markOne.run(clientCode, numeric).changes;
      }
      return changed;
    })();
  }
}

function toMessage(row: NotificationRow): NotificationMessage {
  return {
    messageId: String(row.id),
    type: row.type,
    title: row.title,
    body: row.body,
    ...(row.detail === null ? {} : { detail: row.detail }),
    ...(row.state === null ? {} : { state: row.state }),
    received_at: row.received_at,
    read: row.read === 1,
    ...(row.redirection_url === null ? {} : { action: { redirection_url: row.redirection_url } }),
  };
}
