import { statSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { busyTimeoutMs, type Db } from "./database.js";

/** What the checkpointer thread runs (CommonJS, evaluated: no file of its own to find once bundled). */
const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const { closeSync, fdatasyncSync, openSync, statSync } = require("node:fs");
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
const syncFile = (path) => {
  const fd = openSync(path, "r+");
  try {
    fdatasyncSync(fd);
  } finally {
    closeSync(fd);
  }
};
const restartFrames = Math.ceil(workerData.restartBytes / db.pragma("page_size", { simple: true }));
const timer = setInterval(() => {
  // PASSIVE copies what it can without waiting for the writer or readers; with nothing new it costs next to nothing.
  if (walSize() === 0) return;
  try {
    const [passive] = db.pragma("wal_checkpoint(PASSIVE)");
    if (!passive || passive.log <= restartFrames) return;
    // Past restartBytes: sync both files here, off the main thread, so that the restart the main connection then
    // makes (between two requests) finds next to nothing left to write or sync.
    syncFile(workerData.path + "-wal");
    syncFile(workerData.path);
    parentPort.postMessage({ restart: passive.log });
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

/** How far the write-ahead log may grow under a steady stream of writes before it is started again. */
export const walRestartBytes = 32 * 1024 * 1024;

/**
 * Runs the database's WAL checkpoints on a thread of their own, with their own connection, so that no request waits
 * behind one: under a steady stream of orders the log grows by tens of megabytes a second, and a checkpoint on the
 * main thread stalled every request for as long as it took (half a second at 250 MB). SQLite lets a PASSIVE
 * checkpoint run while the main connection reads and writes. The thread starts the first time the log passes
 * `startBytes` (a sandbox that writes little never pays for it); until then, and at the end, the main connection's
 * close checkpoints what is left.
 *
 * A PASSIVE checkpoint never catches up with a log that is written every few milliseconds (new frames arrive while it
 * syncs), so SQLite would never start the log again and the file would grow without end (with 4 kB pages, a
 * gigabyte in 40 s at 500 orders/s). Past `restartBytes` the thread syncs the files and asks; the main connection
 * then makes a RESTART checkpoint between two requests (the frames and syncs left take a millisecond or two), the
 * next commit writes the log from its start, and the file stays near `restartBytes`. The main connection makes it
 * because a restart from the thread's connection contended with the main connection's locks and cost requests up to
 * 300 ms.
 */
export class Checkpointer {
  readonly #path: string;
  readonly #log: (line: string) => void;
  readonly #intervalMs: number;
  readonly #restartBytes: number;
  readonly #db: Db;
  readonly #watch: ReturnType<typeof setInterval>;
  #worker: { thread: Worker; exited: Promise<void> } | undefined;
  #stopped: Promise<void> | undefined;

  constructor(
    db: Db,
    dataDir: string,
    log: (line: string) => void,
    options: { intervalMs?: number; startBytes?: number; restartBytes?: number } = {},
  ) {
    this.#db = db;
    this.#path = join(dataDir, "sandbox.db");
    this.#log = log;
    this.#intervalMs = options.intervalMs ?? 250;
    this.#restartBytes = options.restartBytes ?? walRestartBytes;
    // After a restart, the next commit trims the log file back to that size.
    db.pragma(`journal_size_limit = ${this.#restartBytes}`);
    const startBytes = options.startBytes ?? 4 * 1024 * 1024;
    // Looked at ten times a second: under a burst of orders the log passes startBytes within a fraction of a second,
    // and every second waited leaves the thread's first checkpoint megabytes more to sync.
    this.#watch = setInterval(() => {
      if (walBytes(this.#path) > startBytes) {
        clearInterval(this.#watch);
        this.#start();
      }
    }, 100);
    this.#watch.unref();
  }

  #start(): void {
    if (this.#stopped !== undefined || this.#worker !== undefined) return;
    const module = createRequire(import.meta.url).resolve("better-sqlite3");
    const thread = new Worker(workerSource, {
      eval: true,
      workerData: {
        module,
        path: this.#path,
        intervalMs: this.#intervalMs,
        restartBytes: this.#restartBytes,
      },
    });
    const exited = new Promise<void>((resolve) => thread.once("exit", () => resolve()));
    thread.on("message", (message: string | { restart: number }) => {
      if (typeof message === "string") this.#log(`sandbox error: checkpoint: ${message}`);
      else this.#restart();
    });
    thread.on("error", (error) => this.#log(`sandbox error: checkpointer: ${error.message}`));
    thread.unref();
    this.#worker = { thread, exited };
  }

  /** Start the log again, or leave it to the next ask when a read or the thread's checkpoint holds it now. */
  #restart(): void {
    if (this.#stopped !== undefined || !this.#db.open) return;
    this.#db.pragma("busy_timeout = 0");
    try {
      this.#db.pragma("wal_checkpoint(RESTART)");
    } catch (error) {
      this.#log(`sandbox error: checkpoint: ${(error as Error).message}`);
    } finally {
      this.#db.pragma(`busy_timeout = ${busyTimeoutMs}`);
    }
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
