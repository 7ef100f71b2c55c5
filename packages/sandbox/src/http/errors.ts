import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance } from "fastify";
import { failure, HttpError, sandboxCodes } from "./reply.js";

/** Fastify's own 4xx errors, in words that name what was wrong with the request. */
function describe(error: FastifyError): { code: string; message: string } {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return { code: sandboxCodes.invalidJson, message: "body: not valid JSON" };
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { code: sandboxCodes.bodyTooLarge, message: "body: larger than the 1 MB limit" };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return { code: sandboxCodes.unsupportedMediaType, message: "body: send application/json" };
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return { code: sandboxCodes.badRequest, message: "body: its length does not match Content-Length" };
    default:
      return { code: sandboxCodes.badRequest, message: error.message };
  }
}

/**
 * Every failure answers the envelope: HttpError as thrown; Fastify's 4xx (bad JSON, oversize body, wrong
 * content type, bad URL) with a message naming the problem; 404 for unknown paths; anything else is a sandbox
 * bug, logged and answered 500.
 */
export function installErrorHandlers(app: FastifyInstance, log: (line: string) => void): void {
  app.setErrorHandler((error: FastifyError | HttpError, _request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).headers(error.headers).send(failure(error));
    }
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500)
      return reply.status(status).send(failure(describe(error)));
    log(`sandbox error: ${error.stack ?? error.message}`);
    return reply
      .status(500)
      .send(failure({ code: sandboxCodes.serverError, message: "Something went wrong" }));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    if (path.startsWith("/api/") || path === "/api" || path.startsWith("/feed/")) {
      return reply.status(404).send(
        failure({
          code: sandboxCodes.notFound,
          message: `No such endpoint: ${request.method} ${path.slice(0, 200)}`,
        }),
      );
    }
    return reply.status(404).type("text/plain; charset=utf-8").send("Not found. The app is at /trade");
  });
}

/** For Fastify's `frameworkErrors` (a URL that cannot be decoded): the envelope too. */
export const frameworkFailure = (error: FastifyError) =>
  failure({ code: sandboxCodes.badRequest, message: `url: ${error.message.slice(0, 200)}` });

/** Errors Node's HTTP parser raises before Fastify sees a request (header too large, garbage): envelope, close. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [
          431,
          "Request Header Fields Too Large",
          "headers: larger than the 16 kB limit (a query string that long?)",
        ]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "Request Timeout", "request: timed out"]
        : [400, "Bad Request", "request: not valid HTTP"];
  const body = JSON.stringify(failure({ code: sandboxCodes.badRequest, message }));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      "X-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
