import { createRequire } from "node:module";
import { join } from "node:path";
import { Worker } from "node:worker_threads";

/** What the checkpointer thread runs (CommonJS, evaluated: no file of its own to find once bundled). */
const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const { statSync } = require("node:fs");
const Database = require(workerData.module);
const db = new Database(workerData.path, { fileMustExist: true });
db.pragma("busy_timeout = 0");
const walSize = () => {
  try {
    return statSync(workerData.path + "-wal").size;
  } catch {
    return 0;
  }
};
const timer = setInterval(() => {
  // PASSIVE copies what it can without waiting for the writer or readers; with nothing new it costs next to nothing.
  if (walSize() === 0) return;
  try {
    db.pragma("wal_checkpoint(PASSIVE)");
  } catch (error) {
    parentPort.postMessage(String(error && error.message));
  }
}, workerData.intervalMs);
parentPort.on("message", (message) => {
  if (message !== "stop") return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Runs the database's WAL checkpoints on a thread of their own, with their own connection, so that no request waits
 * behind one: under a steady stream of orders the log grows by tens of megabytes a second, and a checkpoint on the
 * main thread stalled every request for as long as it took (half a second at 250 MB). SQLite lets a PASSIVE
 * checkpoint run while the main connection reads and writes.
 */
export class Checkpointer {
  readonly #worker: Worker;
  #stopped: Promise<void> | undefined;

  constructor(dataDir: string, log: (line: string) => void, intervalMs = 250) {
    const module = createRequire(import.meta.url).resolve("better-sqlite3");
    this.#worker = new Worker(workerSource, {
      eval: true,
      workerData: { module, path: join(dataDir, "sandbox.db"), intervalMs },
    });
    this.#worker.on("message", (message: string) => log(`sandbox error: checkpoint: ${message}`));
    this.#worker.on("error", (error) => log(`sandbox error: checkpointer: ${error.message}`));
    this.#worker.unref();
  }

  /** Stop the thread and close its connection (before the main connection closes). */
  stop(): Promise<void> {
    this.#stopped ??= new Promise<void>((resolve) => {
      this.#worker.once("exit", () => resolve());
      this.#worker.postMessage("stop");
    });
    return this.#stopped;
  }
}
