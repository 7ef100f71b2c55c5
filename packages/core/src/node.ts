import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { StorageAdapter } from "./session/storage.js";

/**
 * Node only: keeps the local keys (and, when the client is asked to persist them, bearer tokens) in a JSON file,
 * readable by its owner only.
 *
 * @example
 * ```ts
 * import { createTradeClient } from "@trade/core";
 * import { fileStorage } from "@trade/core/node";
 * const client = createTradeClient({ baseUrl, storage: fileStorage(".trade-session.json"), persistTokens: true });
 * ```
 */
export function fileStorage(path: string): StorageAdapter {
  let values: Record<string, string> = {};
  if (existsSync(path)) {
    try {
      values = JSON.parse(readFileSync(path, "utf8")) as Record<string, string>;
    } catch {
      values = {};
    }
  }
  const flush = () => {
    mkdirSync(dirname(path), { recursive: true });
    const temporary = `${path}.tmp`;
    writeFileSync(temporary, JSON.stringify(values, null, 2), { mode: 0o600 });
    renameSync(temporary, path);
    chmodSync(path, 0o600);
  };
  return {
    getItem: (key) => values[key] ?? null,
    setItem: (key, value) => {
      values[key] = value;
      flush();
    },
    removeItem: (key) => {
      if (!(key in values)) return;
      delete values[key];
      flush();
    },
  };
}

export { type NodeFetchOptions, nodeFetch } from "./transport/nodeFetch.js";
