import { describe, expect, it } from "vitest";
import { istDayOf, istInstant } from "../../marketClock.js";
import { pledgeNudge } from "../messages.js";
import { cancelPledgeNudge, pledgeNudgeDue, pledgeNudgeRestartMs, readPledgeNudgeCount } from "../nudge.js";
import { inMtfPollWindow } from "../window.js";

const at = (hh: number, mm: number, day = "2026-11-24") => istInstant(istDayOf(day), hh * 3600 + mm * 60);

describe("the pledge nudge (spec 3 §4, §9)", () => {
  it.each([
    [16, 14, false],
    [16, 15, true],
    [20, 59, true],
    [21, 0, false],
    [10, 0, false],
  ] as const)("%i:%i is within the MTF poll window: %s", (hh, mm, inside) => {
    expect(inMtfPollWindow(at(hh, mm))).toBe(inside);
  });

  it("shows first, then repeats after each Cancel's timer, fewer than 3 times", () => {
    let now = at(17, 0);
    let count = readPledgeNudgeCount(null, now);
    const shown: number[] = [];
    for (let step = 0; step < 12; step += 1) {
      if (pledgeNudgeDue(count, 5, now)) {
        shown.push(now);
        count = cancelPledgeNudge(count, now);
      }
      now += pledgeNudgeRestartMs / 2;
    }
    expect(shown).toHaveLength(1 + pledgeNudge.maxRepeats);
    expect(pledgeNudge.maxRepeats).toBeLessThan(3);
    for (let i = 1; i < shown.length; i += 1) {
      expect((shown[i] as number) - (shown[i - 1] as number)).toBeGreaterThanOrEqual(pledgeNudgeRestartMs);
    }
  });

  it("never with nothing open for pledge or outside the window", () => {
    const none = readPledgeNudgeCount(null, at(17, 0));
    expect(pledgeNudgeDue(none, 0, at(17, 0))).toBe(false);
    expect(pledgeNudgeDue(none, 3, at(12, 0))).toBe(false);
  });

  it("the count is kept for its IST day: a new day, or anything unreadable, starts again", () => {
    const count = cancelPledgeNudge(
      cancelPledgeNudge(readPledgeNudgeCount(null, at(17, 0)), at(17, 0)),
      at(17, 0),
    );
    const raw = JSON.stringify(count);
    expect(readPledgeNudgeCount(raw, at(18, 0))).toEqual(count);
    expect(readPledgeNudgeCount(raw, at(17, 0, "2026-11-25")).cancelled).toBe(0);
    expect(readPledgeNudgeCount("{not json", at(17, 0)).cancelled).toBe(0);
    expect(readPledgeNudgeCount('{"day":"2026-11-24","cancelled":-1,"at":0}', at(17, 0)).cancelled).toBe(0);
  });
});
