/** Data tables of the instrument master: indices, index derivatives, commodities, currencies. Prices in rupees. */

export interface IndexRow {
  symbol: string;
  /** The exchange's name of the index (tradeSymbol). */
  tradeSymbol: string;
  /** Name in the default index list (spec 1 §3). */
  listName: string;
  exchange: "NSE" | "BSE";
  token: number;
  /** Index code (spec: 66 BANKNIFTY, 70 FINNIFTY, 78 NIFTY; the others are ours). */
  code: number;
  price: number;
  volatility: number;
  /** Position in the default index list, whether pinned, hidden, in the options watchlist. */
  seq: number;
  selected: boolean;
  hide: boolean;
  showInOptionsWatchlist: boolean;
  isOIPCR: boolean;
}

export const indexRows: IndexRow[] = [
  {
    symbol: "SENSEX",
    tradeSymbol: "SENSEX",
    listName: "SENSEX",
    exchange: "BSE",
    token: 99919000,
    code: 1,
    price: 85000,
    volatility: 0.13,
    seq: 1,
    selected: true,
    hide: false,
    showInOptionsWatchlist: true,
    isOIPCR: true,
  },
  {
    symbol: "NIFTY",
    tradeSymbol: "Nifty 50",
    listName: "Nifty 50",
    exchange: "NSE",
    token: 99926000,
    code: 78,
    price: 26000,
    volatility: 0.13,
    seq: 2,
    selected: true,
    hide: false,
    showInOptionsWatchlist: true,
    isOIPCR: true,
  },
  {
    symbol: "BANKNIFTY",
    tradeSymbol: "Nifty Bank",
    listName: "BANKNIFTY",
    exchange: "NSE",
    token: 99926009,
    code: 66,
    price: 58500,
    volatility: 0.16,
    seq: 3,
    selected: true,
    hide: false,
    showInOptionsWatchlist: true,
    isOIPCR: true,
  },
  {
    symbol: "FINNIFTY",
    tradeSymbol: "Nifty Fin Service",
    listName: "FINNIFTY",
    exchange: "NSE",
    token: 99926037,
    code: 70,
    price: 27500,
    volatility: 0.15,
    seq: 4,
    selected: false,
    hide: false,
    showInOptionsWatchlist: true,
    isOIPCR: true,
  },
  {
    symbol: "BANKEX",
    tradeSymbol: "BANKEX",
    listName: "BANKEX",
    exchange: "BSE",
    token: 99919012,
    code: 12,
    price: 65000,
    volatility: 0.16,
    seq: 5,
    selected: false,
    hide: false,
    showInOptionsWatchlist: true,
    isOIPCR: true,
  },
  {
    symbol: "MIDCPNIFTY",
    tradeSymbol: "NIFTY MID SELECT",
    listName: "MIDCPNIFTY",
    exchange: "NSE",
    token: 99926074,
    code: 74,
    price: 13500,
    volatility: 0.18,
    seq: 6,
    selected: false,
    hide: true,
    showInOptionsWatchlist: true,
    isOIPCR: true,
  },
  {
    symbol: "INDIAVIX",
    tradeSymbol: "India VIX",
    listName: "INDIA VIX",
    exchange: "NSE",
    token: 99926017,
    code: 17,
    price: 12.5,
    volatility: 0.8,
    seq: 7,
    selected: false,
    hide: false,
    showInOptionsWatchlist: false,
    isOIPCR: false,
  },
  {
    symbol: "NIFTYNXT50",
    tradeSymbol: "Nifty Next 50",
    listName: "NIFTY NEXT 50",
    exchange: "NSE",
    token: 99926013,
    code: 13,
    price: 69000,
    volatility: 0.17,
    seq: 8,
    selected: false,
    hide: false,
    showInOptionsWatchlist: false,
    isOIPCR: false,
  },
];

export interface IndexDerivativeRow {
  symbol: string;
  strikeStep: number;
  lotSize: number;
  freezeQty: number;
  /** Weekday of expiry: 2 Tuesday (NSE), 4 Thursday (BSE). */
  expiryWeekday: number;
  /** Weekly option expiries listed (0: monthly only). */
  weeklies: number;
  /** Option strikes each side of the at-the-money strike. */
  strikesEachSide: number;
}

export const indexDerivativeRows: IndexDerivativeRow[] = [
  {
    symbol: "NIFTY",
    strikeStep: 50,
    lotSize: 75,
    freezeQty: 1800,
    expiryWeekday: 2,
    weeklies: 4,
    strikesEachSide: 25,
  },
  {
    symbol: "BANKNIFTY",
    strikeStep: 100,
    lotSize: 35,
    freezeQty: 900,
    expiryWeekday: 2,
    weeklies: 0,
    strikesEachSide: 25,
  },
  {
    symbol: "FINNIFTY",
    strikeStep: 50,
    lotSize: 65,
    freezeQty: 1800,
    expiryWeekday: 2,
    weeklies: 0,
    strikesEachSide: 25,
  },
  {
    symbol: "MIDCPNIFTY",
    strikeStep: 25,
    lotSize: 140,
    freezeQty: 2800,
    expiryWeekday: 2,
    weeklies: 0,
    strikesEachSide: 25,
  },
  {
    symbol: "SENSEX",
    strikeStep: 100,
    lotSize: 20,
    freezeQty: 1000,
    expiryWeekday: 4,
    weeklies: 4,
    strikesEachSide: 25,
  },
  {
    symbol: "BANKEX",
    strikeStep: 100,
    lotSize: 30,
    freezeQty: 900,
    expiryWeekday: 4,
    weeklies: 0,
    strikesEachSide: 25,
  },
];

export interface CommodityRow {
  symbol: string;
  name: string;
  /** Price per quotation unit, rupees. */
  price: number;
  /** Tick in paise. */
  tick: number;
  /** Quotation units in one lot (the contract multiplier). */
  multiplier: number;
  unit: string;
  volatility: number;
  /** Option strike step in rupees; null: futures only. */
  strikeStep: number | null;
  /** Day of month the contract expires on (or the business day before); 0: the last business day. */
  expiryDay: number;
  /** Largest order, in lots. */
  maxLots: number;
}

/** MCX (segment 5). Options on the spec's options-allowed list (spec 2 §9). */
/** MCX crude: the mini and WTI contracts differ from it only where they say. */
const crudeOil: CommodityRow = {
  symbol: "CRUDEOIL",
  name: "Crude Oil",
  price: 5200,
  tick: 100,
  multiplier: 100,
  unit: "BBL",
  volatility: 0.35,
  strikeStep: 50,
  expiryDay: 19,
  maxLots: 100,
};

export const mcxRows: CommodityRow[] = [
  {
    symbol: "GOLD",
    name: "Gold",
    price: 125000,
    tick: 100,
    multiplier: 100,
    unit: "10 GRMS",
    volatility: 0.15,
    strikeStep: 500,
    expiryDay: 5,
    maxLots: 50,
  },
  {
    symbol: "GOLDM",
    name: "Gold Mini",
    price: 125000,
    tick: 100,
    multiplier: 10,
    unit: "10 GRMS",
    volatility: 0.15,
    strikeStep: 500,
    expiryDay: 5,
    maxLots: 200,
  },
  {
    symbol: "SILVER",
    name: "Silver",
    price: 155000,
    tick: 100,
    multiplier: 30,
    unit: "KGS",
    volatility: 0.25,
    strikeStep: 1000,
    expiryDay: 5,
    maxLots: 50,
  },
  {
    symbol: "SILVERM",
    name: "Silver Mini",
    price: 155000,
    tick: 100,
    multiplier: 5,
    unit: "KGS",
    volatility: 0.25,
    strikeStep: 1000,
    expiryDay: 5,
    maxLots: 200,
  },
  crudeOil,
  {
    ...crudeOil,
    symbol: "CRUDEOILM",
    name: "Crude Oil Mini",
    multiplier: 10,
    strikeStep: null,
    maxLots: 500,
  },
  { ...crudeOil, symbol: "WTICRUDE", name: "WTI Crude Oil", price: 5150 },
  {
    symbol: "NATURALGAS",
    name: "Natural Gas",
    price: 380,
    tick: 10,
    multiplier: 1250,
    unit: "MMBTU",
    volatility: 0.55,
    strikeStep: 5,
    expiryDay: 26,
    maxLots: 100,
  },
  {
    symbol: "NATURALGASM",
    name: "Natural Gas Mini",
    price: 380,
    tick: 10,
    multiplier: 250,
    unit: "MMBTU",
    volatility: 0.55,
    strikeStep: null,
    expiryDay: 26,
    maxLots: 500,
  },
  {
    symbol: "COPPER",
    name: "Copper",
    price: 1010,
    tick: 5,
    multiplier: 2500,
    unit: "KGS",
    volatility: 0.2,
    strikeStep: 5,
    expiryDay: 0,
    maxLots: 100,
  },
  {
    symbol: "ZINC",
    name: "Zinc",
    price: 300,
    tick: 5,
    multiplier: 5000,
    unit: "KGS",
    volatility: 0.22,
    strikeStep: 2.5,
    expiryDay: 0,
    maxLots: 100,
  },
  {
    symbol: "NICKEL",
    name: "Nickel",
    price: 1350,
    tick: 10,
    multiplier: 1500,
    unit: "KGS",
    volatility: 0.3,
    strikeStep: 10,
    expiryDay: 0,
    maxLots: 100,
  },
  {
    symbol: "ALUMINIUM",
    name: "Aluminium",
    price: 270,
    tick: 5,
    multiplier: 5000,
    unit: "KGS",
    volatility: 0.2,
    strikeStep: null,
    expiryDay: 0,
    maxLots: 100,
  },
  {
    symbol: "LEAD",
    name: "Lead",
    price: 185,
    tick: 5,
    multiplier: 5000,
    unit: "KGS",
    volatility: 0.18,
    strikeStep: null,
    expiryDay: 0,
    maxLots: 100,
  },
];

/** NSE commodity (segment 21, prices in 1/10000 rupee). Futures only. */
export const nseCommodityRows: CommodityRow[] = [
  {
    symbol: "GOLD1G",
    name: "Gold 1 Gram",
    price: 12500,
    tick: 10000,
    multiplier: 1,
    unit: "GRMS",
    volatility: 0.15,
    strikeStep: null,
    expiryDay: 5,
    maxLots: 5000,
  },
  {
    symbol: "CRUDEOIL",
    name: "Crude Oil",
    price: 5200,
    tick: 10000,
    multiplier: 100,
    unit: "BBL",
    volatility: 0.35,
    strikeStep: null,
    expiryDay: 19,
    maxLots: 100,
  },
  {
    symbol: "NATURALGAS",
    name: "Natural Gas",
    price: 380,
    tick: 1000,
    multiplier: 1250,
    unit: "MMBTU",
    volatility: 0.55,
    strikeStep: null,
    expiryDay: 26,
    maxLots: 100,
  },
];

export interface CurrencyRow {
  symbol: string;
  name: string;
  price: number;
  multiplier: number;
  volatility: number;
}

/** Currency pairs (segment 13, prices in 1e-7 rupee, tick 0.0025, strike step 0.25). */
export const currencyRows: CurrencyRow[] = [
  { symbol: "USDINR", name: "US Dollar - Indian Rupee", price: 88.7, multiplier: 1000, volatility: 0.04 },
  { symbol: "EURINR", name: "Euro - Indian Rupee", price: 102.5, multiplier: 1000, volatility: 0.07 },
  {
    symbol: "GBPINR",
    name: "Pound Sterling - Indian Rupee",
    price: 116.5,
    multiplier: 1000,
    volatility: 0.08,
  },
  {
    symbol: "JPYINR",
    name: "Japanese Yen (100) - Indian Rupee",
    price: 57.5,
    multiplier: 1000,
    volatility: 0.09,
  },
];
