import { accountType, displayName, type Profile, type SegmentName } from "@trade/core";

/** A seeded client: the profile the broker holds, and the cash the client starts with. */
export interface Persona {
  clientCode: string;
  mobile: string;
  /** What this persona exercises, for README and docs. */
  exercises: string;
  profile: Omit<Profile, "accountType" | "renew" | "ntRenew" | "clientId" | "ClientCode" | "mobile">;
  /** Opening cash in paise. */
  openingCash: number;
  /** Delivery holdings at the start: NSE symbol, quantity, average buy price in paise. */
  holdings?: readonly { symbol: string; quantity: number; avgPrice: number }[];
}

const allSegments: SegmentName[] = ["nse_cm", "nse_fo", "bse_cm", "bse_fo", "mcx_fo", "cde_fo", "nse_com"];
const cashSegments: SegmentName[] = ["nse_cm", "bse_cm"];
const ready = { tradeReady: true, issues: [], blockedOperations: [] };
const lakh = 100_000 * 100;

/**
 * A trade-ready retail profile on the cash segments, without POA, DDPI, ASBA or MTF; a persona states who it is and
 * what differs (the one gate it exercises).
 */
const profile = (
  who: Pick<Persona["profile"], "dpNumber" | "clientDetails" | "email" | "gmId">,
  differs: Partial<Persona["profile"]> = {},
): Persona["profile"] => ({
  userType: "RETAIL",
  ...who,
  accountStatus: ready,
  dormant: false,
  segments: cashSegments,
  poa: false,
  ddpi: false,
  asba: false,
  mtfEnabled: false,
  ...differs,
});

/** The personas of DESIGN.md, each exercising one gate of the spec. */
export const personas: readonly Persona[] = [
  {
    clientCode: "DEMO01",
    mobile: "9000000001",
    exercises: "fully active: every segment, DP account with DDPI, MTF enabled",
    openingCash: 5 * lakh,
    holdings: [
      { symbol: "INFY", quantity: 20, avgPrice: 145_000 },
      { symbol: "TCS", quantity: 10, avgPrice: 298_000 },
      { symbol: "ITC", quantity: 100, avgPrice: 38_500 },
      { symbol: "HDFCBANK", quantity: 15, avgPrice: 95_000 },
    ],
    profile: profile(
      {
        dpNumber: "1208160000000001",
        clientDetails: { firstName: "Asha", middleName: "", lastName: "Verma" },
        email: "asha.verma@example.in",
        gmId: 101,
      },
      { segments: allSegments, ddpi: true, mtfEnabled: true },
    ),
  },
  {
    clientCode: "DEMO02",
    mobile: "9000000002",
    exercises: "F&O not activated (cash segments only)",
    openingCash: 2 * lakh,
    profile: profile(
      {
        dpNumber: "1208160000000002",
        clientDetails: { firstName: "Rohan", middleName: "Kumar", lastName: "Iyer" },
        email: "rohan.iyer@example.in",
        gmId: 102,
      },
      { ddpi: true },
    ),
  },
  {
    clientCode: "DEMO03",
    mobile: "9000000003",
    exercises: "ASBA registered",
    openingCash: 3 * lakh,
    profile: profile(
      {
        dpNumber: "1208160000000003",
        clientDetails: { firstName: "Meera", middleName: "", lastName: "Nair" },
        email: "meera.nair@example.in",
        gmId: 103,
      },
      { segments: allSegments, ddpi: true, asba: true },
    ),
  },
  {
    clientCode: "DEMO04",
    mobile: "9000000004",
    exercises: "POA without DDPI (holding sales need a delivery instruction)",
    openingCash: 1 * lakh,
    holdings: [
      { symbol: "RELIANCE", quantity: 25, avgPrice: 270_000 },
      { symbol: "SBIN", quantity: 40, avgPrice: 82_000 },
    ],
    profile: profile(
      {
        dpNumber: "1208160000000004",
        clientDetails: { firstName: "Vikram", middleName: "", lastName: "Singh" },
        email: "vikram.singh@example.in",
        gmId: 104,
      },
      { segments: allSegments, poa: true },
    ),
  },
  {
    clientCode: "DEMO05",
    mobile: "9000000005",
    exercises: "dormant, not trade-ready (the server's nudge)",
    openingCash: 50_000 * 100,
    profile: profile(
      {
        dpNumber: "1208160000000005",
        clientDetails: { firstName: "Farah", middleName: "", lastName: "Khan" },
        email: "farah.khan@example.in",
        gmId: 105,
      },
      {
        accountStatus: {
          tradeReady: false,
          issues: ["Account dormant: no trades in 24 months. Re-activate with a KYC update."],
          blockedOperations: ["PLACE_ORDER"],
        },
        dormant: true,
      },
    ),
  },
  {
    clientCode: "DEMO06",
    mobile: "9000000006",
    exercises: "B2B user type (secondary offer URL and endpoint)",
    openingCash: 10 * lakh,
    profile: profile(
      {
        dpNumber: "1208160000000006",
        clientDetails: { firstName: "Karan", middleName: "", lastName: "Mehta" },
        email: "karan.mehta@example.in",
        gmId: 201,
      },
      { userType: "B2B", segments: allSegments, ddpi: true },
    ),
  },
  {
    clientCode: "DEMO07",
    mobile: "9000000007",
    exercises: "no DP number: account type P",
    openingCash: 1 * lakh,
    profile: profile({
      dpNumber: null,
      clientDetails: { firstName: "Lakshmi", middleName: "", lastName: "Rao" },
      email: "lakshmi.rao@example.in",
      gmId: 106,
    }),
  },
];

/** Rupees with Indian grouping, for tables: ₹5,00,000. */
const rupees = (paise: number) => `₹${(paise / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;

/** The persona table as rows of text: a header row, then one row per persona (the CLI prints it). */
export function personaRows(): string[][] {
  return [
    ["Client code", "Mobile", "Name", "User type", "Account", "Opening cash", "What it exercises"],
    ...personas.map((persona) => [
      persona.clientCode,
      persona.mobile,
      displayName(persona.profile.clientDetails),
      persona.profile.userType,
      accountType(persona.profile.dpNumber),
      rupees(persona.openingCash),
      persona.exercises,
    ]),
  ];
}

/** The persona table in Markdown, as docs/sandbox.md and README carry it (a test keeps them equal). */
export function personasMarkdown(): string {
  const [header = [], ...rows] = personaRows();
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}
