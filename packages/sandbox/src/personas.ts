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

interface PersonaOf {
  exercises: string;
  /** Opening cash in paise. */
  openingCash: number;
  holdings?: Persona["holdings"];
  /** Default 100 + the persona's number. */
  gmId?: number;
  /** Default true: a DP account (1208160000000001 for DEMO01, ...); false gives account type P. */
  dp?: boolean;
  /** What differs from a trade-ready retail profile on the cash segments without POA, DDPI, ASBA or MTF. */
  differs?: Partial<Persona["profile"]>;
}

/**
 * Persona number `n`: DEMO0n with mobile 900000000n, its DP number and e-mail derived, a trade-ready retail profile on
 * the cash segments (no POA, DDPI, ASBA or MTF) with what differs stated: the one gate it exercises.
 */
function persona(
  n: number,
  [firstName, middleName, lastName]: [string, string, string],
  of: PersonaOf,
): Persona {
  return {
    clientCode: `DEMO0${n}`,
    mobile: `900000000${n}`,
    exercises: of.exercises,
    openingCash: of.openingCash,
    ...(of.holdings === undefined ? {} : { holdings: of.holdings }),
    profile: {
      userType: "RETAIL",
      dpNumber: of.dp === false ? null : `120816000000000${n}`,
      clientDetails: { firstName, middleName, lastName },
      email: `${firstName}.${lastName}@example.in`.toLowerCase(),
      gmId: of.gmId ?? 100 + n,
      accountStatus: ready,
      dormant: false,
      segments: cashSegments,
      poa: false,
      ddpi: false,
      asba: false,
      mtfEnabled: false,
      ...of.differs,
    },
  };
}

/** The personas of DESIGN.md, each exercising one gate of the spec. */
export const personas: readonly Persona[] = [
  persona(1, ["Asha", "", "Verma"], {
    exercises: "fully active: every segment, DP account with DDPI, MTF enabled",
    openingCash: 5 * lakh,
    holdings: [
      { symbol: "INFY", quantity: 20, avgPrice: 145_000 },
      { symbol: "TCS", quantity: 10, avgPrice: 298_000 },
      { symbol: "ITC", quantity: 100, avgPrice: 38_500 },
      { symbol: "HDFCBANK", quantity: 15, avgPrice: 95_000 },
    ],
    differs: { segments: allSegments, ddpi: true, mtfEnabled: true },
  }),
  persona(2, ["Rohan", "Kumar", "Iyer"], {
    exercises: "F&O not activated (cash segments only)",
    openingCash: 2 * lakh,
    differs: { ddpi: true },
  }),
  persona(3, ["Meera", "", "Nair"], {
    exercises: "ASBA registered",
    openingCash: 3 * lakh,
    differs: { segments: allSegments, ddpi: true, asba: true },
  }),
  persona(4, ["Vikram", "", "Singh"], {
    exercises:
      "POA without DDPI (holding sales need a delivery instruction; MTF enabled, but Pay Later needs stock-transfer verification)",
    openingCash: 1 * lakh,
    holdings: [
      { symbol: "RELIANCE", quantity: 25, avgPrice: 270_000 },
      { symbol: "SBIN", quantity: 40, avgPrice: 82_000 },
    ],
    differs: { segments: allSegments, poa: true, mtfEnabled: true },
  }),
  persona(5, ["Farah", "", "Khan"], {
    exercises: "dormant, not trade-ready (the server's nudge)",
    openingCash: 50_000 * 100,
    differs: {
      accountStatus: {
        tradeReady: false,
        issues: ["Account dormant: no trades in 24 months. Re-activate with a KYC update."],
        blockedOperations: ["PLACE_ORDER"],
      },
      dormant: true,
    },
  }),
  persona(6, ["Karan", "", "Mehta"], {
    exercises: "B2B user type (secondary offer URL and endpoint)",
    openingCash: 10 * lakh,
    gmId: 201,
    differs: { userType: "B2B", segments: allSegments, ddpi: true },
  }),
  persona(7, ["Lakshmi", "", "Rao"], {
    exercises: "no DP number: account type P",
    openingCash: 1 * lakh,
    gmId: 106,
    dp: false,
  }),
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
