import { describe, expect, it } from "vitest";
import { parseSubscriptionText, subscriptionText } from "../subscription.js";

describe("subscription text", () => {
  it("is version|packetId|bucketId|segment|token...|flag", () => {
    const text = subscriptionText({
      packetId: 3,
      bucketId: 7,
      instruments: [
        { segment: 1, token: 2885 },
        { segment: 2, token: 43650 },
      ],
      flag: 1,
    });
    expect(text).toBe("1|3|7|1|2885|2|43650|1");
    expect(parseSubscriptionText(text)).toEqual({
      ok: true,
      message: {
        version: 1,
        packetId: 3,
        bucketId: 7,
        instruments: [
          { segment: 1, token: 2885 },
          { segment: 2, token: 43650 },
        ],
        flag: 1,
      },
    });
  });

  it.each([
    ["", "empty subscription text"],
    ["1|1|0|1|1", "expected at least 6 fields"],
    ["2|1|0|1|2885|1", "unsupported protocol version"],
    ["1|4|0|1|2885|1", "unknown packet id"],
    ["1|1|x|1|2885|1", "bad bucket id"],
    ["1|1|0|1|2885|3", "flag must be 1 (subscribe) or 2 (unsubscribe)"],
    ["1|1|0|1|2885|2|1", "must come in pairs"],
    ["1|1|0|999|2885|1", "bad market segment"],
    ["1|1|0|1|-5|1", "bad token"],
  ])("refuses %j: %s", (text, reason) => {
    const parsed = parseSubscriptionText(text);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? "" : parsed.reason).toContain(reason);
  });
});
