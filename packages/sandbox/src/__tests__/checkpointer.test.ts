import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Checkpointer } from "../db/checkpointer.js";
import { type Db, openDatabase } from "../db/database.js";

let dir: string | undefined;
afterEach(() => {
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const walBytes = (path: string) => statSync(`${path}-wal`).size;
const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

/** Commits on the main connection, every millisecond, as a stream of orders does; the event loop turns between. */
async function writeFor(db: Db, ms: number, onEach: () => void): Promise<number> {
  db.exec("CREATE TABLE IF NOT EXISTS load (id INTEGER PRIMARY KEY, body TEXT NOT NULL)");
  const insert = db.prepare("INSERT INTO load (body) VALUES (?)");
  const body = "x".repeat(3000);
  const end = Date.now() + ms;
  let count = 0;
  while (Date.now() < end) {
    db.transaction(() => {
      for (let i = 0; i < 4; i++) insert.run(body);
    })();
    count++;
    onEach();
    await tick();
  }
  return count;
}

describe("the checkpointer", () => {
  it("keeps the write-ahead log near its restart size under a steady stream of commits, and loses none", async () => {
    dir = mkdtempSync(join(tmpdir(), "sandbox-checkpoint-"));
    const db = openDatabase(dir);
    const restartBytes = 512 * 1024;
    const checkpointer = new Checkpointer(db, dir, () => {}, {
      intervalMs: 50,
      startBytes: 64 * 1024,
      restartBytes,
    });
    const path = join(dir, "sandbox.db");
    let largest = 0;
    const secondHalf = Date.now() + 1500;
    try {
      // About 16 kB a commit: without restarts the log passes 20 MB in the time.
      const commits = await writeFor(db, 3000, () => {
        // From the second half on: the thread starts once it sees the log past startBytes (it looks ten times a second).
        if (Date.now() >= secondHalf) largest = Math.max(largest, walBytes(path));
      });
      expect(commits * 16 * 1024).toBeGreaterThan(20 * restartBytes);
      // The log grows past the restart size while the thread's next tick comes round, never far.
      expect(largest).toBeGreaterThan(0);
      expect(largest).toBeLessThan(4 * restartBytes);
      expect(db.prepare("SELECT count(*) AS n FROM load").get()).toEqual({ n: commits * 4 });
    } finally {
      await checkpointer.stop();
      db.close();
    }
  });
});
