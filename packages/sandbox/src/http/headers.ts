import type { FastifyInstance } from "fastify";

/** `path` is `prefix` or below it (`/trade`, `/trade/…`, not `/trader`). */
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The page policy of /trade and /gallery: scripts only from the sandbox itself (the built apps have no inline script),
 * no plugins, no foreign <base>, and who may frame the page.
 */
export const pagePolicy = (frameAncestors: string) =>
  `script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors ${frameAncestors}`;

/**
 * Security headers on every answer: `X-Content-Type-Options: nosniff` and a Referrer-Policy everywhere;
 * `Cache-Control: no-store` on the API (its answers carry tokens and personal data); the page policy on /trade and
 * /gallery. Only the SSO entry (/trade/sso) may be framed by the registered partners (`partnerOrigins`); every other
 * page, the login page among them, by the sandbox's own pages only.
 */
export function installSecurityHeaders(app: FastifyInstance, partnerOrigins: readonly string[]): void {
  const ssoPolicy = pagePolicy(["'self'", ...partnerOrigins].join(" "));
  const ownPolicy = pagePolicy("'self'");
  app.addHook("onSend", (request, reply, payload, done) => {
    const path = request.url.split("?", 1)[0] ?? "";
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Referrer-Policy", "same-origin");
    if (under(path, "/api")) reply.header("Cache-Control", "no-store");
    else if (under(path, "/trade/sso")) reply.header("Content-Security-Policy", ssoPolicy);
    else if (under(path, "/trade") || under(path, "/gallery"))
      reply.header("Content-Security-Policy", ownPolicy);
    done(null, payload);
  });
}
