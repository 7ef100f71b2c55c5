import { existsSync, statSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>trade kit: the app is not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>The app is not built</h1>
<p>The sandbox broker is running (its API is under <code>/api</code>), but it was started without a built web app.</p>
<p>Build the app with <code>npx pnpm@10 --filter @trade/app build</code> and start the sandbox with
<code>--app packages/app/dist</code>, or run <code>npm start</code>, which does both.</p>
</body></html>
`;

/**
 * The built app at /trade: files from `appDir`; any other /trade path answers index.html so that the app's router
 * decides (and shows its not-found page). `/` redirects to `/trade/`. Without a built app, /trade explains how to
 * build it. Who may frame it is http/headers.ts's.
 */
export async function webAppRoutes(app: FastifyInstance, appDir: string | undefined): Promise<void> {
  app.get("/", (_request, reply) => reply.redirect("/trade/"));
  await siteRoutes(app, "/trade", appDir, notBuiltPage);
}

/**
 * A built single-page site under `prefix`: its files, and index.html for any other path under it. Without one,
 * `missing` (an HTML page saying how to build it). The widget gallery is served this way at /gallery.
 */
export async function siteRoutes(
  app: FastifyInstance,
  prefix: string,
  siteDir: string | undefined,
  missing: string,
): Promise<void> {
  const root = siteDir === undefined ? undefined : resolve(siteDir);
  if (root === undefined || !existsSync(join(root, "index.html"))) {
    app.get(prefix, (_request, reply) => reply.type("text/html; charset=utf-8").send(missing));
    app.get(`${prefix}/*`, (_request, reply) => reply.type("text/html; charset=utf-8").send(missing));
    return;
  }
  // Only reply.sendFile: the route below decides what is a file (and it sees files built after the start).
  await app.register(fastifyStatic, {
    root,
    serve: false,
    decorateReply: !app.hasReplyDecorator("sendFile"),
  });
  const isFile = (path: string) => {
    const full = resolve(root, path);
    if (!full.startsWith(root + sep)) return false;
    try {
      return statSync(full).isFile();
    } catch {
      return false;
    }
  };
  const index = { maxAge: 0, immutable: false, cacheControl: true } as const;
  app.get(prefix, (_request, reply) => reply.type("text/html").sendFile("index.html", root, index));
  app.get(`${prefix}/*`, (request, reply) => {
    const path = (request.params as { "*": string })["*"];
    if (path !== "" && isFile(path)) {
      // Vite's hashed assets never change; everything else is revalidated.
      const hashed = path.startsWith("assets/");
      return reply.sendFile(path, root, { maxAge: hashed ? 31_536_000_000 : 0, immutable: hashed });
    }
    return reply.type("text/html").sendFile("index.html", root, index);
  });
}
