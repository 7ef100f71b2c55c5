import { describe, expect, it } from "vitest";
import { transferLimits } from "../limits.js";
import { transferMessages as m } from "../messages.js";
import { beneficiaryErrors, boidParts, quantityError, transferError } from "../validation.js";

const good = {
  name: "Ravi Verma",
  boid: "1304560000123456",
  confirmBoid: "1304560000123456",
  depository: "CDSL",
  dpid: "13045600",
  pan: "ABCPV1234K",
};

describe("the beneficiary form (spec 3 §5)", () => {
  it("accepts a CDSL and an NSDL account", () => {
    expect(beneficiaryErrors(good)).toEqual({});
    const nsdl = {
      ...good,
      boid: "IN30012345678901",
      confirmBoid: "IN30012345678901",
      depository: "NSDL",
      dpid: "IN300123",
    };
    expect(beneficiaryErrors(nsdl)).toEqual({});
    expect(boidParts("IN30012345678901")).toEqual({ depository: "NSDL", dpid: "IN300123" });
  });

  it("flags each field with the spec's words", () => {
    expect(beneficiaryErrors({ ...good, name: "" })).toEqual({ name: m.mandatory });
    expect(beneficiaryErrors({ ...good, pan: "ABCPV12" })).toEqual({ pan: m.panLength });
    expect(beneficiaryErrors({ ...good, pan: "ABCPV12345" })).toEqual({ pan: m.incorrectFormat });
    expect(beneficiaryErrors({ ...good, boid: "12345", confirmBoid: "12345" })).toEqual({
      boid: m.incorrectFormat,
    });
    expect(beneficiaryErrors({ ...good, depository: "NSDL" })).toEqual({ boid: m.incorrectFormat });
    expect(beneficiaryErrors({ ...good, confirmBoid: "1304560000123457" })).toEqual({
      confirmBoid: m.boidMismatch,
    });
    expect(beneficiaryErrors({ ...good, dpid: "12081600" })).toEqual({ dpid: m.boidMismatch });
  });
});

describe("the stocks of a transfer (spec 3 §5, §9)", () => {
  it("flags zero and more than available", () => {
    expect(quantityError({ qty: 0, available: 5 })).toBe(m.zeroQuantity);
    expect(quantityError({ qty: 6, available: 5 })).toBe(m.aboveAvailable);
    expect(quantityError({ qty: 5, available: 5 })).toBeUndefined();
  });

  it("compares the total value with ₹25,00,000", () => {
    const line = (qty: number, ltp: number) => ({ isin: "INE009A01021", qty, available: 10_000, ltp });
    expect(transferLimits.maxValuePaise).toBe(250_000_000);
    expect(transferError([line(1000, 250_000)])).toBeUndefined();
    expect(transferError([line(1000, 250_000), line(1, 1)])).toBe(m.aboveLimit);
    expect(transferError([])).toBe(m.noStocks);
  });
});
