import { statSync } from "node:fs";
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
 * checkpoint run while the main connection reads and writes. The thread starts the first time the log passes
 * `startBytes` (a sandbox that writes little never pays for it); until then, and at the end, the main connection's
 * close checkpoints what is left.
 */
export class Checkpointer {
  readonly #path: string;
  readonly #log: (line: string) => void;
  readonly #intervalMs: number;
  readonly #watch: ReturnType<typeof setInterval>;
  #worker: { thread: Worker; exited: Promise<void> } | undefined;
  #stopped: Promise<void> | undefined;

  constructor(
    dataDir: string,
    log: (line: string) => void,
    options: { intervalMs?: number; startBytes?: number } = {},
  ) {
    this.#path = join(dataDir, "sandbox.db");
    this.#log = log;
    this.#intervalMs = options.intervalMs ?? 250;
    const startBytes = options.startBytes ?? 4 * 1024 * 1024;
    this.#watch = setInterval(() => {
      if (walBytes(this.#path) > startBytes) {
        clearInterval(this.#watch);
        this.#start();
      }
    }, 1000);
    this.#watch.unref();
  }

  #start(): void {
    if (this.#stopped !== undefined || this.#worker !== undefined) return;
    const module = createRequire(import.meta.url).resolve("better-sqlite3");
    const thread = new Worker(workerSource, {
      eval: true,
      workerData: { module, path: this.#path, intervalMs: this.#intervalMs },
    });
    const exited = new Promise<void>((resolve) => thread.once("exit", () => resolve()));
    thread.on("message", (message: string) => this.#log(`sandbox error: checkpoint: ${message}`));
    thread.on("error", (error) => this.#log(`sandbox error: checkpointer: ${error.message}`));
    thread.unref();
    this.#worker = { thread, exited };
  }

  /** Stop watching, stop the thread if it runs and close its connection (before the main connection closes). */
  stop(): Promise<void> {
    this.#stopped ??= (() => {
      clearInterval(this.#watch);
      const worker = this.#worker;
      if (worker === undefined) return Promise.resolve();
      // Held from here on, so that a process awaiting the stop does not end before the thread does.
      worker.thread.ref();
      worker.thread.postMessage("stop");
      return worker.exited;
    })();
    return this.#stopped;
  }
}

function walBytes(path: string): number {
  try {
    return statSync(`${path}-wal`).size;
  } catch {
    return 0;
  }
}
