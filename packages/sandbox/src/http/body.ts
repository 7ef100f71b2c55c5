import type { FastifyInstance } from "fastify";

/**
 * Request bodies are JSON or nothing: an empty JSON body counts as no body (the route sees `{}`); text/plain is not
 * accepted (415, like every other content type); JSON keeps Fastify's parser (prototype poisoning refused).
 */
export function installJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
