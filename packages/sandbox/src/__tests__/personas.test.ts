import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { mobile, profile } from "@trade/core";
import { describe, expect, it } from "vitest";
import { personas, personasMarkdown } from "../personas.js";

describe("personas", () => {
  it("have unique client codes and unique mobiles of the form 90000000NN", () => {
    expect(new Set(personas.map((p) => p.clientCode)).size).toBe(personas.length);
    expect(new Set(personas.map((p) => p.mobile)).size).toBe(personas.length);
    for (const persona of personas) {
      expect(persona.mobile).toMatch(/^90000000\d\d$/);
      expect(mobile.safeParse(persona.mobile).success).toBe(true);
      expect(persona.profile.email).toMatch(/^[a-z.]+@example\.in$/);
      expect(Number.isInteger(persona.openingCash) && persona.openingCash > 0).toBe(true);
    }
    expect(new Set(personas.map((p) => p.profile.gmId)).size).toBeGreaterThan(2);
  });

  it("are complete profiles by the contract", () => {
    for (const persona of personas) {
      const whole = {
        ...persona.profile,
        clientId: persona.clientCode,
        ClientCode: persona.clientCode,
        mobile: persona.mobile,
        accountType: "D",
        renew: false,
        ntRenew: false,
      };
      expect(profile.safeParse(whole).success).toBe(true);
    }
  });

  it("cover every gate of DESIGN.md", () => {
    const find = (code: string) => personas.find((p) => p.clientCode === code)?.profile;
    expect(find("DEMO01")).toMatchObject({ ddpi: true, mtfEnabled: true, dormant: false });
    expect(find("DEMO01")?.segments).toHaveLength(7);
    expect(find("DEMO02")?.segments).toEqual(["nse_cm", "bse_cm"]);
    expect(find("DEMO03")?.asba).toBe(true);
    expect(find("DEMO04")).toMatchObject({ poa: true, ddpi: false });
    expect(find("DEMO05")).toMatchObject({ dormant: true, accountStatus: { tradeReady: false } });
    expect(find("DEMO06")?.userType).toBe("B2B");
    expect(find("DEMO07")?.dpNumber).toBeNull();
    expect(personas.find((p) => p.clientCode === "DEMO01")?.openingCash).toBe(50_000_000);
  });

  it("docs/sandbox.md carries the same table", () => {
    const doc = readFileSync(fileURLToPath(new URL("../../../../docs/sandbox.md", import.meta.url)), "utf8");
    expect(doc).toContain(personasMarkdown());
  });
});
