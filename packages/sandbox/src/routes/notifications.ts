import { notificationEndpoints } from "@trade/core/notifications";
import type { FastifyInstance } from "fastify";
import type { Context } from "../context.js";
import { route } from "../http/route.js";

/** The notifications history (internalNotificationV4), the unread count and marking read (internalNotificationV3). */
export function notificationRoutes(app: FastifyInstance, context: Context): void {
  route(app, context, notificationEndpoints.history, ({ session, body }) => {
    // Orders that filled or were cancelled while nobody asked are settled before the history is read.
    context.trading.catchUp();
    return context.history.history(session.client_code, body.size, body.skip, body.types);
  });
  route(app, context, notificationEndpoints.unreadCount, ({ session }) => {
    context.trading.catchUp();
    return { count: context.history.unreadCount(session.client_code) };
  });
  route(app, context, notificationEndpoints.markRead, ({ session, body }) => ({
    updated: context.history.markRead(session.client_code, body.message_ids, body.update_all),
  }));
}
