import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { otpLimits } from "@trade/core";
import type { Db } from "../db/database.js";

const hash = (code: string) => createHash("sha256").update(code).digest();

export type OtpCheck =
  | { status: "ok" }
  | { status: "wrong"; triesLeft: number }
  | { status: "voided" }
  | { status: "expired" }
  | { status: "missing" };

/** One live OTP per client: 5 minutes, 5 wrong tries void it, at most 20 sends per client in 15 minutes. */
export class Otps {
  readonly #db: Db;
  readonly #fixed: string | undefined;
  readonly #last = new Map<string, string>();
  readonly #statements;

  constructor(db: Db, fixed: string | undefined) {
    this.#db = db;
    this.#fixed = fixed;
    this.#statements = {
      sends: db.prepare<[string, number], { count: number; first: number | null }>(
        "SELECT COUNT(*) AS count, MIN(sent_at) AS first FROM otp_sends WHERE client_code = ? AND sent_at > ?",
      ),
      recordSend: db.prepare("INSERT INTO otp_sends (client_code, sent_at) VALUES (?, ?)"),
      prune: db.prepare("DELETE FROM otp_sends WHERE sent_at <= ?"),
      upsert: db.prepare(
        `INSERT INTO otps (client_code, code_hash, expires_at, wrong_tries, voided) VALUES (?, ?, ?, 0, 0)
         ON CONFLICT(client_code) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at,
         wrong_tries = 0, voided = 0`,
      ),
      get: db.prepare<
        [string],
        { code_hash: Buffer; expires_at: number; wrong_tries: number; voided: number }
      >("SELECT code_hash, expires_at, wrong_tries, voided FROM otps WHERE client_code = ?"),
      wrong: db.prepare(
        "UPDATE otps SET wrong_tries = wrong_tries + 1, voided = (wrong_tries + 1 >= ?) WHERE client_code = ?",
      ),
      used: db.prepare("DELETE FROM otps WHERE client_code = ?"),
    };
  }

  /** Seconds until the client may ask again when the send limit is reached; undefined when it may send now. */
  retryAfterSeconds(clientCode: string, now: number): number | undefined {
    const windowMs = otpLimits.sendWindowMinutes * 60_000;
    const { count, first } = this.#statements.sends.get(clientCode, now - windowMs) ?? {
      count: 0,
      first: null,
    };
    if (count < otpLimits.maxSendsPerWindow || first === null) return undefined;
    return Math.max(1, Math.ceil((first + windowMs - now) / 1000));
  }

  /** Count a send that sends nothing (an unknown client: the answer is the same, the limit too). */
  recordSend(clientCode: string, now: number): void {
    this.#db.transaction(() => {
      this.#statements.prune.run(now - otpLimits.sendWindowMinutes * 60_000);
      this.#statements.recordSend.run(clientCode, now);
    })();
  }

  /** Issue a new OTP (replacing any live one). */
  issue(clientCode: string, now: number): string {
    const code = this.#fixed ?? String(randomInt(0, 10 ** otpLimits.length)).padStart(otpLimits.length, "0");
    this.#db.transaction(() => {
      this.#statements.prune.run(now - otpLimits.sendWindowMinutes * 60_000);
      this.#statements.recordSend.run(clientCode, now);
      this.#statements.upsert.run(clientCode, hash(code), now + otpLimits.ttlSeconds * 1000);
    })();
    this.#last.set(clientCode, code);
    return code;
  }

  verify(clientCode: string, code: string, now: number): OtpCheck {
    const row = this.#statements.get.get(clientCode);
    if (row === undefined) return { status: "missing" };
    if (row.voided) return { status: "voided" };
    if (row.expires_at <= now) return { status: "expired" };
    if (!timingSafeEqual(row.code_hash, hash(code))) {
      this.#statements.wrong.run(otpLimits.maxWrongTries, clientCode);
      const tries = row.wrong_tries + 1;
      return tries >= otpLimits.maxWrongTries
        ? { status: "voided" }
        : { status: "wrong", triesLeft: otpLimits.maxWrongTries - tries };
    }
    this.#statements.used.run(clientCode);
    return { status: "ok" };
  }

  /** The last OTP issued to a client by this process (test control). */
  last(clientCode: string): string | undefined {
    return this.#last.get(clientCode);
  }
}
