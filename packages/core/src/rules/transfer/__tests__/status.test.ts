import { describe, expect, it } from "vitest";
import { transferExpiresAt, transferLimits } from "../limits.js";
import { transferCodes, transferNextStepOf, transferStepCodes } from "../status.js";

describe("a pending transfer's next step", () => {
  it("waits for its OTP at 101 and its EDIS check at 201; done, failed or unknown, nothing is left to do", () => {
    expect(transferNextStepOf(transferStepCodes.transferAwaitingOtp)).toBe("otp");
    expect(transferNextStepOf(transferStepCodes.transferAwaitingEdis)).toBe("edis");
    for (const code of [...transferCodes.done, ...transferCodes.error, 999]) {
      expect(transferNextStepOf(code)).toBeUndefined();
    }
  });

  it("expires its depository window after it was made", () => {
    expect(transferExpiresAt(1_000)).toBe(1_000 + transferLimits.pendingWindowMinutes * 60_000);
  });
});
