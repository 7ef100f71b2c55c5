import {
  defaultMarketCalendar,
  formatRupees,
  isTradingDay,
  istDateKey,
  istDay,
  marketPhase,
  type Profile,
  priceDivider,
} from "@trade/core";
import type { NotificationMessage } from "@trade/core/notifications";
import {
  type AccountFacts,
  accountFactsOf,
  canModifyOrCancel,
  checkModification,
  checkPlacement,
  conversionBlockedMessage,
  conversionSuccessText,
  type InstrumentFacts,
  incrementalQuantity,
  intradayAllowedFor,
  isAmoTime,
  isSquareOffTime,
  isTerminalStatus,
  type MarginInstrument,
  matchesOrderFilter,
  modifyBlockedMessage,
  type Order,
  type OrderModification,
  type OrderPlacement,
  type OrderStatus,
  type PlaceResult,
  type Position,
  type ProductType,
  requiredMargin,
  type Side,
  tradeNotificationState,
  tradeNotificationText,
} from "@trade/core/orders";
import type { InstrumentMaster } from "../market/instruments/index.js";
import type { MarketData } from "../market/marketData.js";
import type { Instrument, MarketQuote } from "../market/types.js";
import type { NewNotification } from "../store/notifications.js";
import { type Book, type HoldingRow, type OrderRow, type PositionRow, toOrder } from "./book.js";

/**
 * The sandbox's matching engine (docs/sandbox.md, "Trading"). Every decision is one SQLite transaction: an order
 * acknowledged to the client is in the database, with its fills, position and funds entries, before the answer leaves.
 *
 * - Placing: the idempotency key is (client, guiOrderId); the rules of core's rules/trading decide what is refused,
 *   with the spec's codes and words; a refused order is stored as `rejected` (order history shows it) and answered
 *   422 with the code. Funds: the margin an order adds must fit the available margin, else RMS1011.
 * - Matching, in the normal market of the segment: a marketable order walks the simulated depth (5 levels) and may
 *   fill partly; the rest rests. On each tick a resting limit fills at its price when the last price reaches it, a
 *   market remainder at the last price, and stop-losses trigger when the last price crosses the trigger.
 * - AMO: queued (`after market order req received`) and sent at the next open; scheduled orders (`pending`) at their
 *   time. Cover and bracket: the exits are placed when the main leg fills, one cancels the other. Intraday
 *   positions are squared off in the segment's square-off window; day orders lapse at the close; on a new trading
 *   day delivery buys become holdings and carry-forward positions carry.
 */
export interface EngineDeps {
  book: Book;
  instruments: () => InstrumentMaster;
  market: () => MarketData;
  profile: (clientCode: string) => Profile | undefined;
  /** Available margin in paise before what the engine blocks (cash + payin + collateral − payout + realised). */
  cash: (clientCode: string) => number;
  /** Whether anyone listens to a client's order updates (none: the engine does not build them). */
  listening?: (clientCode: string) => boolean;
  /** Every change of an order is pushed here (the order-update feed). */
  publish: (clientCode: string, orders: Order[]) => void;
  /**
   * Record a notification of the client's history, inside the transaction of the event it tells of; answers the
   * message to announce once that transaction commits.
   */
  notify?: (clientCode: string, notification: NewNotification) => NotificationMessage;
  /** A recorded notification, after its transaction committed (the notifications feed). */
  announce?: (clientCode: string, message: NotificationMessage) => void;
  /** Delivery holdings a client starts with (NSE symbol, quantity, average price in paise). */
  openingHoldings?: (clientCode: string) => readonly { symbol: string; quantity: number; avgPrice: number }[];
  log: (line: string) => void;
}

export type EngineAnswer<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; code: string; message: string; data: unknown };

const refused = (status: number, code: string, message: string, data: unknown = null) =>
  ({ ok: false, status, code, message, data }) as const;

/** Statuses of an order that waits for the market (in the working set). */
const waitingForOpen: readonly OrderStatus[] = [
  "after market order req received",
  "modify after market order req received",
];

/** Error codes of the engine that are not rules' (docs/sandbox.md lists them all). */
export const engineCodes = {
  funds: "RMS1011",
  unknownScrip: "SCRIP-NOT-FOUND",
  unknownOrder: "ORDER-NOT-FOUND",
  notModifiable: "ORDER-NOT-MODIFIABLE",
  outsideHours: "OUTSIDE-MARKET-HOURS",
  noPosition: "POSITION-NOT-FOUND",
  conversion: "CONVERSION-FAILED",
} as const;

export const engineTexts = {
  outsideHours: "The order is placed outside market hours. Please try again later.",
  cancelFailed: "Unable to cancel the order. Please try again later",
  marketClose: "Order cancelled at the close of the market",
  squareOff: "Squared off in the intraday square-off window",
  ocoCancelled: "Cancelled: the other exit leg executed",
} as const;

const key = (segment: number, token: number) => segment * 100_000_000 + token;

export class TradingEngine {
  readonly #deps: EngineDeps;
  readonly #book: Book;
  /** Working orders by id, and by instrument. */
  readonly #working = new Map<string, OrderRow>();
  readonly #byInstrument = new Map<number, Set<string>>();
  #loaded = false;
  #pending: Map<string, Order[]> | undefined;
  /** Orders whose notification the open transaction decides: placed, turned terminal, or modified. */
  #notes = new Map<string, { row: OrderRow; kind: "new" | "terminal" | "modified" }>();
  /** Notifications recorded by the open transaction, announced once it commits. */
  #announcements: [string, NotificationMessage][] = [];

  constructor(deps: EngineDeps) {
    this.#deps = deps;
    this.#book = deps.book;
  }

  /** Market time (epoch ms): the simulated market's clock. */
  now(): number {
    return this.#deps.market().now();
  }

  /** Whether anything waits for the market (the sandbox ticks the market while this holds). */
  hasWork(): boolean {
    this.#load();
    return this.#working.size > 0 || this.#hasIntraday;
  }

  #hasIntraday = false;

  // ---- placing ---------------------------------------------------------------------------------------------------

  place(clientCode: string, payload: OrderPlacement): EngineAnswer<PlaceResult> {
    this.#load();
    this.catchUp();
    const existing = this.#book.byGui(clientCode, payload.guiOrderId);
    if (existing !== undefined) return this.#placeAnswer(existing);
    return this.#transaction(() => this.#placeNew(clientCode, payload));
  }

  #placeNew(clientCode: string, payload: OrderPlacement): EngineAnswer<PlaceResult> {
    const instrument = this.#deps.instruments().get(payload.exchangeSegment, payload.symbolToken);
    if (instrument === undefined || instrument.kind === "INDEX") {
      return refused(
        404,
        engineCodes.unknownScrip,
        instrument === undefined
          ? `No instrument ${payload.symbolToken} in segment ${payload.exchangeSegment}`
          : `${instrument.symbol} is an index: it cannot be traded`,
      );
    }
    if (payload.tradingSymbol !== undefined && payload.tradingSymbol !== instrument.tradeSymbol) {
      return refused(
        400,
        "VALIDATION",
        `tradingSymbol: token ${payload.symbolToken} is ${instrument.tradeSymbol}`,
      );
    }
    const now = this.now();
    const quote = this.#quote(instrument);
    const account = this.#account(clientCode);
    const amo = payload.variety === "AMO";
    const row = this.#newRow(clientCode, payload, instrument, now);

    const problem = checkPlacement({
      order: payload as Parameters<typeof checkPlacement>[0]["order"],
      instrument: this.#facts(instrument),
      quote: { ltp: quote.ltp, upperCircuit: quote.upperCircuit, lowerCircuit: quote.lowerCircuit },
      account,
      nowMs: now,
      heldQty: this.#heldQty(clientCode, instrument),
      ...this.#exitOf(clientCode, payload),
      mode: "server",
    });
    if (problem !== undefined) return this.#reject(row, problem.code, problem.message);

    const scheduled = payload.scheduledOrder !== undefined;
    const outside = isAmoTime(instrument.segment, now, defaultMarketCalendar);
    if (!scheduled && !amo && outside)
      return this.#reject(row, engineCodes.outsideHours, engineTexts.outsideHours);

    const need = this.#orderMargin(row, instrument);
    const available = this.availableMargin(clientCode);
    if (need > available) {
      return this.#reject(
        row,
        engineCodes.funds,
        `Insufficient funds: this order needs ${formatRupees(need)} of margin, ${formatRupees(Math.max(0, available))} is available`,
      );
    }

    if (scheduled) row.status = "pending";
    else if (amo) row.status = "after market order req received";
    else row.status = row.order_type === "SL" || row.order_type === "SL-M" ? "trigger pending" : "open";
    const stored = this.#insert(row);
    if (stored.status === "open" || stored.status === "trigger pending")
      this.#tryMatch(stored, instrument, now);
    return this.#placeAnswer(this.#book.byId(stored.order_id) as OrderRow);
  }

  #newRow(
    clientCode: string,
    p: OrderPlacement,
    instrument: Instrument,
    now: number,
  ): Omit<OrderRow, "seq" | "order_id"> {
    const exits =
      p.stopLossTriggerPrice !== undefined || p.targetPrice !== undefined
        ? JSON.stringify({
            stopLossTriggerPrice: p.stopLossTriggerPrice ?? 0,
            stopLossPrice: p.stopLossPrice ?? 0,
            targetTriggerPrice: p.targetTriggerPrice ?? 0,
            targetPrice: p.targetPrice ?? 0,
          })
        : null;
    return {
      client_code: clientCode,
      gui_order_id: p.guiOrderId,
      parent_order_id: "",
      leg: "MAIN",
      segment: instrument.segment,
      token: instrument.token,
      side: p.transactionType,
      product: p.productType,
      order_type: p.orderType,
      variety: p.variety ?? "NORMAL",
      duration: p.duration ?? "DAY",
      quantity: Math.trunc(p.quantity),
      filled: 0,
      fill_value: 0,
      cancelled: 0,
      price: p.orderType === "MARKET" || p.orderType === "SL-M" ? 0 : Math.trunc(p.price ?? 0),
      trigger_price: Math.trunc(p.triggerPrice ?? 0),
      disclosed: Math.trunc(p.disclosedQuantity ?? 0),
      square_off: Math.trunc(p.squareOff ?? 0),
      stop_loss: Math.trunc(p.stopLoss ?? 0),
      trailing: Math.trunc(p.trailingStopLoss ?? 0),
      status: "open pending",
      error_code: null,
      rejection_reason: "",
      text: "",
      is_amo: p.variety === "AMO" ? 1 : 0,
      schedule_json: p.scheduledOrder === undefined ? null : JSON.stringify(p.scheduledOrder),
      exits_json: exits,
      ao_order_id: null,
      tag: p.orderTag ?? "",
      created_at: now,
      updated_at: now,
    };
  }

  #reject(row: Omit<OrderRow, "seq" | "order_id">, code: string, message: string): EngineAnswer<PlaceResult> {
    const stored = this.#insert({
      ...row,
      status: "rejected",
      error_code: code,
      rejection_reason: message,
      text: message,
      cancelled: row.quantity,
    });
    return this.#placeAnswer(stored);
  }

  #placeAnswer(row: OrderRow): EngineAnswer<PlaceResult> {
    const result: PlaceResult = {
      orderId: row.order_id,
      guiOrderId: row.gui_order_id,
      status:
        row.status === "rejected"
          ? "rejected"
          : row.status === "failed"
            ? "failed"
            : row.status === "pending" || waitingForOpen.includes(row.status)
              ? "pending"
              : "success",
      orderStatus: row.status,
      text: row.text,
      aoOrderId: row.ao_order_id,
      nestOrderId: null,
    };
    if (row.status === "rejected") {
      return refused(422, row.error_code ?? "REJECTED", row.rejection_reason, result);
    }
    return { ok: true, value: result };
  }

  #insert(row: Omit<OrderRow, "seq" | "order_id">): OrderRow {
    const prefix = row.schedule_json !== null ? "SE" : row.leg === "MAIN" ? "" : "";
    const day = istDateKey(istDay(row.created_at)).replaceAll("-", "").slice(2);
    const stored = this.#book.insert(row as OrderRow, `${prefix}${day}`);
    if (stored.exits_json !== null && stored.ao_order_id === null && stored.status !== "rejected") {
      stored.ao_order_id = `SE${stored.order_id}`;
      this.#book.setAoOrderId(stored.order_id, stored.ao_order_id);
    }
    if (!isTerminalStatus(stored.status)) this.#track(stored);
    this.#note(stored, "new");
    this.#emit(stored);
    return stored;
  }

  // ---- modify and cancel -----------------------------------------------------------------------------------------

  modify(
    clientCode: string,
    change: OrderModification,
  ): EngineAnswer<{ orderId: string; orderStatus: OrderStatus; text: string }> {
    this.#load();
    this.catchUp();
    return this.#transaction(() => {
      const row = this.#owned(clientCode, change.orderId);
      if (row === undefined) return refused(404, engineCodes.unknownOrder, `No order ${change.orderId}`);
      if (!canModifyOrCancel(row.status)) {
        return refused(
          409,
          engineCodes.notModifiable,
          `Order ${row.order_id} is ${row.status}: it cannot be modified`,
        );
      }
      const instrument = this.#instrument(row);
      const now = this.now();
      const blocked = modifyBlockedMessage(row.segment, now, defaultMarketCalendar);
      if (blocked !== undefined) return refused(409, "WINDOW-BLOCKED", blocked);
      const quote = this.#quote(instrument);
      const problem = checkModification({
        order: {
          status: row.status,
          orderType: row.order_type,
          transactionType: row.side,
          productType: row.product,
          quantity: row.quantity,
          filledShares: row.filled,
          price: row.price,
          triggerPrice: row.trigger_price,
          isAMO: row.is_amo === 1,
        },
        change,
        instrument: this.#facts(instrument),
        quote: { ltp: quote.ltp, upperCircuit: quote.upperCircuit, lowerCircuit: quote.lowerCircuit },
        nowMs: now,
      });
      if (problem !== undefined) return refused(422, problem.code, problem.message);
      const next: OrderRow = { ...row };
      if (change.orderType !== undefined) next.order_type = change.orderType;
      if (change.quantity !== undefined) next.quantity = Math.trunc(change.quantity);
      if (change.price !== undefined) next.price = Math.trunc(change.price);
      if (next.order_type === "MARKET" || next.order_type === "SL-M") next.price = 0;
      if (change.triggerPrice !== undefined) next.trigger_price = Math.trunc(change.triggerPrice);
      if (change.disclosedQuantity !== undefined) next.disclosed = Math.trunc(change.disclosedQuantity);
      if (change.duration !== undefined) next.duration = change.duration;
      if (next.quantity <= next.filled) {
        return refused(
          422,
          "QTY-BELOW-FILLED",
          `Quantity cannot be below the ${next.filled} already executed`,
        );
      }
      const extra = this.#orderMargin(next, instrument) - this.#orderMargin(row, instrument);
      if (extra > 0 && extra > this.availableMargin(clientCode)) {
        return refused(
          422,
          engineCodes.funds,
          `Insufficient funds: the change needs ${formatRupees(extra)} more margin`,
        );
      }
      if (row.is_amo === 1 && waitingForOpen.includes(row.status))
        next.status = "modify after market order req received";
      else if (next.order_type === "SL" || next.order_type === "SL-M")
        next.status = next.filled > 0 ? "open" : "trigger pending";
      else next.status = "open";
      next.updated_at = now;
      this.#save(next);
      this.#note(next, "modified");
      if (next.status === "open" || next.status === "trigger pending") this.#tryMatch(next, instrument, now);
      const after = this.#working.get(next.order_id) ?? (this.#book.byId(next.order_id) as OrderRow);
      return { ok: true, value: { orderId: after.order_id, orderStatus: after.status, text: after.text } };
    });
  }

  cancel(
    clientCode: string,
    orderIds: readonly string[],
  ): { orderId: string; cancelled: boolean; message: string; errorCode: string | null }[] {
    this.#load();
    this.catchUp();
    return this.#transaction(() =>
      orderIds.map((orderId) => {
        const row = this.#owned(clientCode, orderId);
        if (row === undefined)
          return {
            orderId,
            cancelled: false,
            message: `No order ${orderId}`,
            errorCode: engineCodes.unknownOrder,
          };
        if (!canModifyOrCancel(row.status) && !(row.status === "pending" && row.schedule_json !== null)) {
          return {
            orderId,
            cancelled: false,
            message: `${engineTexts.cancelFailed}: the order is ${row.status}`,
            errorCode: engineCodes.notModifiable,
          };
        }
        const now = this.now();
        const blocked = modifyBlockedMessage(row.segment, now, defaultMarketCalendar);
        if (blocked !== undefined && row.is_amo === 0)
          return { orderId, cancelled: false, message: blocked, errorCode: "WINDOW-BLOCKED" };
        if (row.leg !== "MAIN" && row.parent_order_id !== "") {
          // Cancelling an exit leg of a filled cover or bracket order exits the position at market.
          this.#exitLegAtMarket(row, now);
          return { orderId, cancelled: true, message: "", errorCode: null };
        }
        this.#close(
          row,
          row.is_amo === 1 && waitingForOpen.includes(row.status)
            ? "cancelled after market order"
            : "cancelled",
          "Cancelled by the client",
          now,
        );
        return { orderId, cancelled: true, message: "", errorCode: null };
      }),
    );
  }

  // ---- reading ---------------------------------------------------------------------------------------------------

  orders(
    clientCode: string,
    filter: "all" | "open" | "executed" | "rejected" | "cancelled" = "all",
  ): Order[] {
    this.#load();
    this.catchUp();
    const since = this.#dayStart();
    const rows = this.#book.list(clientCode, since);
    const keep = (row: OrderRow) => matchesOrderFilter({ orderStatus: row.status }, filter);
    return rows.filter(keep).map((row) => this.#toOrder(row));
  }

  ordersByGui(clientCode: string, guiOrderIds: readonly string[]): Order[] {
    this.#load();
    this.catchUp();
    const found: Order[] = [];
    for (const id of guiOrderIds) {
      const row = this.#book.byGui(clientCode, id);
      if (row !== undefined) found.push(this.#toOrder(row));
    }
    return found;
  }

  positions(clientCode: string): Position[] {
    this.#load();
    this.catchUp();
    const master = this.#deps.instruments();
    return this.#book.positions(clientCode).map((row) => {
      const instrument = master.get(row.segment, row.token) as Instrument;
      const quote = this.#quote(instrument);
      const netQty = row.cf_qty + row.buy_qty - row.sell_qty;
      const cfBuy = Math.max(row.cf_qty, 0);
      const cfSell = row.cf_qty < 0 ? -row.cf_qty : 0;
      const cfBuyValue = row.cf_qty > 0 ? row.cf_value : 0;
      const cfSellValue = row.cf_qty < 0 ? row.cf_value : 0;
      const avg = (value: number, qty: number) => (qty === 0 ? 0 : Math.round(value / qty));
      return {
        symbolToken: row.token,
        symbolName: instrument.symbol,
        tradingSymbol: instrument.tradeSymbol,
        exchange: instrument.exchange,
        exchangeSegment: row.segment,
        productType: row.product,
        netQty,
        buyQty: row.buy_qty,
        sellQty: row.sell_qty,
        buyAmount: row.buy_value,
        sellAmount: row.sell_value,
        buyAvgPrice: avg(row.buy_value, row.buy_qty),
        sellAvgPrice: avg(row.sell_value, row.sell_qty),
        totalBuyAvgPrice: avg(row.buy_value + cfBuyValue, row.buy_qty + cfBuy),
        totalSellAvgPrice: avg(row.sell_value + cfSellValue, row.sell_qty + cfSell),
        carryForwardQty: row.cf_qty,
        carryForwardAvgPrice: avg(row.cf_value, Math.abs(row.cf_qty)),
        lotSize: instrument.lotSize,
        multiplier: master.multiplier(instrument),
        expiryDate: instrument.expiry,
        optionType: instrument.optionType,
        strikePrice: instrument.strike ?? 0,
        instrumentType: instrument.kind,
        isin: instrument.isin,
        realisedPnl: row.realised,
        ltp: quote.ltp,
        isAdvance: row.advance === 1,
        updatetime: row.updated_at,
      };
    });
  }

  /** Margin blocked by the client's open positions and working orders, paise. */
  utilisedMargin(clientCode: string): number {
    this.#load();
    let total = 0;
    const master = this.#deps.instruments();
    for (const row of this.#book.positions(clientCode)) {
      if (row.open_qty === 0) continue;
      const instrument = master.get(row.segment, row.token) as Instrument;
      total += requiredMargin(
        {
          product: row.product,
          side: row.open_qty > 0 ? "B" : "S",
          quantity: Math.abs(row.open_qty),
          price: Math.round(row.open_value / Math.abs(row.open_qty)),
        },
        this.#marginFacts(instrument),
      );
    }
    for (const row of this.#working.values()) {
      if (row.client_code !== clientCode) continue;
      total += this.#orderMargin(row, this.#instrument(row));
    }
    return total;
  }

  availableMargin(clientCode: string): number {
    return this.#deps.cash(clientCode) - this.utilisedMargin(clientCode);
  }

  /** The position an order exits, when it is opposite to it and not larger (a larger one reverses: a new position). */
  #exitOf(clientCode: string, payload: OrderPlacement): { netQty?: number } {
    const position = this.#book.position(
      clientCode,
      payload.exchangeSegment,
      payload.symbolToken,
      payload.productType,
    );
    const net = position === undefined ? 0 : position.open_qty;
    const opposite = payload.transactionType === "B" ? net < 0 : net > 0;
    return opposite && payload.quantity <= Math.abs(net) ? { netQty: net } : {};
  }

  /** The client's delivery holdings (seeded from the persona on first use). */
  holdings(clientCode: string): HoldingRow[] {
    this.#seedHoldings(clientCode);
    return this.#book.holdings(clientCode);
  }

  #seedHoldings(clientCode: string): void {
    const seeded = `holdings-seeded:${clientCode}`;
    if (this.#book.state(seeded) !== undefined) return;
    const master = this.#deps.instruments();
    this.#book.db.transaction(() => {
      for (const holding of this.#deps.openingHoldings?.(clientCode) ?? []) {
        const instrument = master.listings(holding.symbol).find((i) => i.segment === 1);
        if (instrument?.isin == null) continue;
        this.#book.saveHolding({
          client_code: clientCode,
          isin: instrument.isin,
          segment: instrument.segment,
          token: instrument.token,
          quantity: holding.quantity,
          avg_price: holding.avgPrice,
        });
      }
      this.#book.setState(seeded, "1");
    })();
  }

  /** Delivery quantity the client holds (holdings and today's delivery net). */
  #heldQty(clientCode: string, instrument: Instrument): number {
    this.#seedHoldings(clientCode);
    const held = this.#book.holding(clientCode, instrument.segment, instrument.token)?.quantity ?? 0;
    const today = this.#book.position(clientCode, instrument.segment, instrument.token, "CNC");
    const net = today === undefined ? 0 : today.cf_qty + today.buy_qty - today.sell_qty;
    let pendingSells = 0;
    for (const row of this.#working.values()) {
      if (
        row.client_code === clientCode &&
        row.token === instrument.token &&
        row.segment === instrument.segment &&
        row.product === "CNC" &&
        row.side === "S"
      ) {
        pendingSells += row.quantity - row.filled;
      }
    }
    return held + net - pendingSells;
  }

  // ---- conversion ------------------------------------------------------------------------------------------------

  convert(
    clientCode: string,
    request: {
      exchangeSegment: number;
      symbolToken: number;
      productType: ProductType;
      newProductType: ProductType;
      quantity: number;
      transactionType: Side;
    },
  ): EngineAnswer<{ message: string }> {
    this.#load();
    this.catchUp();
    return this.#transaction(() => {
      const from = this.#book.position(
        clientCode,
        request.exchangeSegment,
        request.symbolToken,
        request.productType,
      );
      const net = from === undefined ? 0 : from.cf_qty + from.buy_qty - from.sell_qty;
      if (from === undefined || net === 0)
        return refused(404, engineCodes.noPosition, "There is no open position to convert");
      const quantity = Math.trunc(request.quantity);
      if (!(quantity > 0) || quantity > Math.abs(net)) {
        return refused(422, "QTY-EXCEEDS", `Quantity cannot be greater than ${Math.abs(net)}`);
      }
      if ((net > 0 ? "B" : "S") !== request.transactionType) {
        return refused(
          422,
          engineCodes.conversion,
          "The transaction type does not match the position's side",
        );
      }
      if (
        request.productType === request.newProductType ||
        from.advance === 1 ||
        ["CO", "BO"].includes(request.newProductType)
      ) {
        return refused(
          422,
          engineCodes.conversion,
          `A ${request.productType} position cannot be converted to ${request.newProductType}`,
        );
      }
      const now = this.now();
      const blocked = conversionBlockedMessage(
        request.productType,
        request.newProductType,
        request.exchangeSegment,
        now,
        defaultMarketCalendar,
      );
      if (blocked !== undefined) return refused(422, engineCodes.conversion, blocked);
      const instrument = this.#instrument(from);
      if (request.newProductType === "CNC" && instrument.kind !== "EQ") {
        return refused(422, engineCodes.conversion, "Only equity cash positions can be held as Delivery");
      }
      // Move `quantity` of the open lot, at its average cost, from one product to the other.
      // The cost of the part moved: all of the open lot's cost when all of it moves (no rounding left behind).
      const open = Math.abs(from.open_qty);
      const signed = net > 0 ? quantity : -quantity;
      const moved = quantity >= open ? from.open_value : Math.round((from.open_value * quantity) / open);
      const target =
        this.#book.position(clientCode, from.segment, from.token, request.newProductType) ??
        emptyPosition(clientCode, from.segment, from.token, request.newProductType, now);
      // Out of the old product: what was carried in goes first, then today's trades; into the new one as today's.
      const fromCarried =
        signed > 0
          ? Math.min(quantity, Math.max(from.cf_qty, 0))
          : Math.min(quantity, Math.max(-from.cf_qty, 0));
      const carriedValue = fromCarried === 0 ? 0 : Math.round((moved * fromCarried) / quantity);
      from.cf_qty -= signed > 0 ? fromCarried : -fromCarried;
      from.cf_value -= carriedValue;
      const shift = (row: PositionRow, sign: 1 | -1, qty: number, value: number) => {
        if (signed > 0) {
          row.buy_qty += sign * qty;
          row.buy_value += sign * value;
        } else {
          row.sell_qty += sign * qty;
          row.sell_value += sign * value;
        }
        row.updated_at = now;
      };
      shift(from, -1, quantity - fromCarried, moved - carriedValue);
      shift(target, 1, quantity, moved);
      from.open_qty -= signed;
      from.open_value -= moved;
      target.open_qty += signed;
      target.open_value += moved;
      const needAfter =
        this.#positionMargin(target, instrument) -
        this.#positionMargin(
          { ...target, open_qty: target.open_qty - signed, open_value: target.open_value - moved },
          instrument,
        );
      const freed =
        this.#positionMargin(
          { ...from, open_qty: from.open_qty + signed, open_value: from.open_value + moved },
          instrument,
        ) - this.#positionMargin(from, instrument);
      if (needAfter - freed > this.availableMargin(clientCode)) {
        return refused(422, engineCodes.funds, "Insufficient funds for the new product's margin");
      }
      this.#book.savePosition(from);
      this.#book.savePosition(target);
      return {
        ok: true,
        value: { message: conversionSuccessText(request.productType, request.newProductType) },
      };
    });
  }

  // ---- the market ------------------------------------------------------------------------------------------------

  /**
   * Without anyone watching the quote feed the market is not ticked as a whole: the instruments of working orders are
   * brought up to date one by one and matched (cheap at any number of instruments).
   */
  tickWatched(): void {
    this.#load();
    if (this.#working.size === 0) {
      this.catchUp();
      return;
    }
    const master = this.#deps.instruments();
    const quotes: MarketQuote[] = [];
    for (const k of this.#byInstrument.keys()) {
      const instrument = master.get(Math.floor(k / 100_000_000), k % 100_000_000);
      if (instrument !== undefined) quotes.push(this.#quote(instrument));
    }
    this.onTick(quotes);
  }

  /** Called with the quotes of every market tick. */
  onTick(changed: readonly MarketQuote[]): void {
    this.#load();
    if (this.#working.size === 0) {
      this.catchUp();
      return;
    }
    const now = this.now();
    this.#transaction(() => {
      for (const quote of changed) {
        const ids = this.#byInstrument.get(key(quote.segment, quote.token));
        if (ids === undefined) continue;
        for (const id of [...ids]) {
          const row = this.#working.get(id);
          if (row !== undefined && (row.status === "open" || row.status === "trigger pending"))
            this.#onPrice(row, quote, now);
        }
      }
      this.#catchUp(now);
    });
    this.#flush();
  }

  /**
   * Run what the clock has made due: AMO and scheduled sends, square-off, the close, the day roll. At most once per
   * second of market time (every call runs it; the ticker runs it every tick).
   */
  catchUp(): void {
    this.#load();
    const now = this.now();
    const second = Math.floor(now / 1000);
    if (second === this.#caughtUpAt) return;
    this.#transaction(() => this.#catchUp(now));
  }

  #caughtUpAt = Number.NaN;

  #catchUp(now: number): void {
    this.#caughtUpAt = Math.floor(now / 1000);
    this.#dayRoll(now);
    const master = this.#deps.instruments();
    for (const row of [...this.#working.values()]) {
      const phase = marketPhase(row.segment, now, defaultMarketCalendar);
      if (waitingForOpen.includes(row.status) && phase === "NORMAL") {
        row.status = row.order_type === "SL" || row.order_type === "SL-M" ? "trigger pending" : "open";
        row.updated_at = now;
        this.#save(row);
        this.#tryMatch(row, master.get(row.segment, row.token) as Instrument, now);
      } else if (row.status === "pending" && row.schedule_json !== null && this.#scheduleDue(row, now)) {
        row.status = row.order_type === "SL" || row.order_type === "SL-M" ? "trigger pending" : "open";
        row.updated_at = now;
        this.#save(row);
        if (phase === "NORMAL") this.#tryMatch(row, master.get(row.segment, row.token) as Instrument, now);
      } else if (
        (row.status === "open" || row.status === "trigger pending") &&
        phase === "CLOSED" &&
        row.created_at < now
      ) {
        this.#close(row, "cancelled", engineTexts.marketClose, now);
      }
    }
    this.#squareOff(now);
  }

  #scheduleDue(row: OrderRow, now: number): boolean {
    const schedule = JSON.parse(row.schedule_json as string) as { type: string; startTime?: number };
    const phase = marketPhase(row.segment, now, defaultMarketCalendar);
    if (schedule.type === "CUSTOM")
      return schedule.startTime !== undefined && now >= schedule.startTime && phase !== "CLOSED";
    if (schedule.type === "PREMARKET") return phase !== "CLOSED";
    return phase === "NORMAL";
  }

  #squareOff(now: number): void {
    this.#hasIntraday = false;
    for (const position of this.#book.allPositions()) {
      if (!["MIS", "CO", "BO"].includes(position.product)) continue;
      const net = position.cf_qty + position.buy_qty - position.sell_qty;
      if (net === 0) continue;
      this.#hasIntraday = true;
      if (!isSquareOffTime(position.segment, now, defaultMarketCalendar)) continue;
      const instrument = this.#deps.instruments().get(position.segment, position.token) as Instrument;
      // Working intraday orders of the instrument go first (their exits would double the square-off).
      for (const row of [...this.#working.values()]) {
        if (
          row.client_code === position.client_code &&
          row.segment === position.segment &&
          row.token === position.token &&
          row.product === position.product
        ) {
          this.#close(row, "cancelled", engineTexts.squareOff, now);
        }
      }
      const exit = this.#insert({
        ...this.#systemRow(position, net > 0 ? "S" : "B", Math.abs(net), now),
        status: "open",
        text: engineTexts.squareOff,
      });
      this.#fill(exit, Math.abs(net), this.#quote(instrument).ltp, now, instrument);
    }
  }

  #systemRow(
    position: PositionRow,
    side: Side,
    quantity: number,
    now: number,
  ): Omit<OrderRow, "seq" | "order_id"> {
    return {
      client_code: position.client_code,
      gui_order_id: `SYS-${position.segment}-${position.token}-${position.product}-${now}`,
      parent_order_id: "",
      leg: "MAIN",
      segment: position.segment,
      token: position.token,
      side,
      product: position.product,
      order_type: "MARKET",
      variety: "NORMAL",
      duration: "DAY",
      quantity,
      filled: 0,
      fill_value: 0,
      cancelled: 0,
      price: 0,
      trigger_price: 0,
      disclosed: 0,
      square_off: 0,
      stop_loss: 0,
      trailing: 0,
      status: "open",
      error_code: null,
      rejection_reason: "",
      text: "",
      is_amo: 0,
      schedule_json: null,
      exits_json: null,
      ao_order_id: null,
      tag: "system",
      created_at: now,
      updated_at: now,
    };
  }

  /**
   * A new trading day: delivery positions settle into holdings and cash, carry-forward positions carry, realised
   * P&L moves into settled cash, expired contracts settle at their last price.
   */
  #dayRoll(now: number): void {
    const today = istDay(now);
    const stored = this.#book.state("day");
    if (stored === undefined) {
      this.#book.setState("day", String(today));
      return;
    }
    const last = Number(stored);
    if (today <= last || !isTradingDay(today, defaultMarketCalendar)) return;
    this.#book.setState("day", String(today));
    const master = this.#deps.instruments();
    const todayKey = istDateKey(today);
    for (const position of this.#book.allPositions()) {
      const instrument = master.get(position.segment, position.token);
      const net = position.open_qty;
      const facts = instrument === undefined ? undefined : this.#marginFacts(instrument);
      const paise = (value: number) =>
        facts === undefined
          ? 0
          : Math.round((value * facts.multiplier * 100) / priceDivider(position.segment));
      if (position.realised !== 0) {
        this.#book.ledger(position.client_code, "realised", -position.realised, now);
        this.#book.ledger(position.client_code, "settled", position.realised, now);
      }
      const expired =
        instrument?.expiry !== null && instrument?.expiry !== undefined && instrument.expiry < todayKey;
      if (
        net !== 0 &&
        (expired || ["MIS", "CO", "BO"].includes(position.product)) &&
        instrument !== undefined
      ) {
        // Left open over the night (the sandbox was not running at square-off) or expired: settle at the last price.
        const ltp = this.#quote(instrument).ltp;
        const pnl = net > 0 ? ltp * net - position.open_value : position.open_value - ltp * -net;
        this.#book.ledger(position.client_code, "settled", paise(pnl), now);
      } else if (
        net !== 0 &&
        position.product === "CNC" &&
        instrument !== undefined &&
        instrument.isin !== null
      ) {
        const holding = this.#book.holding(position.client_code, position.segment, position.token) ?? {
          client_code: position.client_code,
          isin: instrument.isin,
          segment: position.segment,
          token: position.token,
          quantity: 0,
          avg_price: 0,
        };
        if (net > 0) {
          const value = holding.avg_price * holding.quantity + position.open_value;
          holding.quantity += net;
          holding.avg_price = Math.round(value / holding.quantity);
          this.#book.ledger(position.client_code, "settled", -paise(position.open_value), now);
        } else {
          holding.quantity += net;
          this.#book.ledger(position.client_code, "settled", paise(position.open_value), now);
        }
        this.#book.saveHolding(holding);
      } else if (net !== 0) {
        this.#book.savePosition({
          ...position,
          buy_qty: 0,
          buy_value: 0,
          sell_qty: 0,
          sell_value: 0,
          cf_qty: net,
          cf_value: position.open_value,
          realised: 0,
          updated_at: now,
        });
        continue;
      }
      this.#book.deletePosition(position);
    }
  }

  // ---- matching --------------------------------------------------------------------------------------------------

  #tryMatch(row: OrderRow, instrument: Instrument, now: number): void {
    if (marketPhase(row.segment, now, defaultMarketCalendar) !== "NORMAL") return;
    const quote = this.#quote(instrument);
    this.#onPrice(row, quote, now, true);
  }

  /** The order meets a price: trigger, then fill what the book allows. */
  #onPrice(row: OrderRow, quote: MarketQuote, now: number, walkDepth = false): void {
    if (marketPhase(row.segment, now, defaultMarketCalendar) !== "NORMAL") return;
    const buy = row.side === "B";
    if (row.status === "trigger pending") {
      const crossed = buy ? quote.ltp >= row.trigger_price : quote.ltp <= row.trigger_price;
      if (!crossed) {
        this.#trail(row, quote, now);
        return;
      }
      row.status = "open";
      row.updated_at = now;
      this.#save(row);
      walkDepth = true;
    }
    const instrument = this.#instrument(row);
    const market = row.order_type === "MARKET" || row.order_type === "SL-M";
    const remaining = row.quantity - row.filled;
    if (remaining <= 0) return;
    if (walkDepth) {
      const prices = buy ? quote.askPrice : quote.bidPrice;
      const sizes = buy ? quote.askQty : quote.bidQty;
      let left = remaining;
      const fills: [number, number][] = [];
      for (let level = 0; level < 5 && left > 0; level++) {
        const price = prices[level] ?? 0;
        const size = sizes[level] ?? 0;
        if (size <= 0 || price <= 0) continue;
        if (!market && (buy ? price > row.price : price < row.price)) break;
        const take = Math.min(left, size);
        fills.push([take, price]);
        left -= take;
      }
      if (
        fills.length === 0 &&
        (market || (buy ? quote.ltp <= row.price : quote.ltp >= row.price)) &&
        (sizes[0] ?? 0) === 0
      ) {
        // An empty book (no depth published): the last price fills it.
        fills.push([remaining, market ? quote.ltp : row.price]);
      }
      for (const [quantity, price] of fills) {
        const current = this.#working.get(row.order_id);
        if (current === undefined) break;
        this.#fill(current, quantity, price, now, instrument);
      }
      return;
    }
    if (market) this.#fill(row, remaining, quote.ltp, now, instrument);
    else if (buy ? quote.ltp <= row.price : quote.ltp >= row.price)
      this.#fill(row, remaining, row.price, now, instrument);
  }

  /** A trailing stop loss follows the price in the position's favour by whole steps of the trail. */
  #trail(row: OrderRow, quote: MarketQuote, now: number): void {
    if (row.trailing <= 0 || row.leg !== "STOPLOSS") return;
    const parent = this.#book.byId(row.parent_order_id);
    if (parent === undefined || parent.filled === 0) return;
    const entry = Math.round(parent.fill_value / parent.filled);
    const gap = parent.stop_loss;
    // Exit side S (long position): the trigger rises as the price rises.
    const moved = row.side === "S" ? quote.ltp - entry : entry - quote.ltp;
    if (moved < row.trailing) return;
    const steps = Math.floor(moved / row.trailing);
    const trigger =
      row.side === "S" ? entry - gap + steps * row.trailing : entry + gap - steps * row.trailing;
    if (row.side === "S" ? trigger > row.trigger_price : trigger < row.trigger_price) {
      row.trigger_price = trigger;
      row.updated_at = now;
      this.#save(row);
    }
  }

  #fill(row: OrderRow, quantity: number, price: number, now: number, instrument: Instrument): void {
    row.filled += quantity;
    row.fill_value += quantity * price;
    row.status = row.filled >= row.quantity ? "complete" : "open";
    row.updated_at = now;
    this.#book.trade(row, quantity, price, now);
    this.#applyToPosition(row, quantity, price, now, instrument);
    this.#save(row);
    if (row.status === "complete") this.#afterComplete(row, now, instrument);
  }

  #applyToPosition(
    row: OrderRow,
    quantity: number,
    price: number,
    now: number,
    instrument: Instrument,
  ): void {
    const position =
      this.#book.position(row.client_code, row.segment, row.token, row.product) ??
      emptyPosition(row.client_code, row.segment, row.token, row.product, now);
    const signed = row.side === "B" ? quantity : -quantity;
    if (row.side === "B") {
      position.buy_qty += quantity;
      position.buy_value += quantity * price;
    } else {
      position.sell_qty += quantity;
      position.sell_value += quantity * price;
    }
    const open = position.open_qty;
    if (open === 0 || Math.sign(open) === Math.sign(signed)) {
      position.open_qty += signed;
      position.open_value += quantity * price;
    } else {
      const closing = Math.min(Math.abs(open), quantity);
      const avgCost = position.open_value / Math.abs(open);
      const pnlMinor = open > 0 ? (price - avgCost) * closing : (avgCost - price) * closing;
      const facts = this.#marginFacts(instrument);
      const pnl = Math.round((pnlMinor * facts.multiplier * 100) / priceDivider(row.segment));
      const costClosed = Math.round(avgCost * closing);
      position.open_value -= costClosed;
      position.open_qty += open > 0 ? -closing : closing;
      if (position.open_qty === 0) position.open_value = 0;
      position.realised += pnl;
      this.#book.ledger(row.client_code, "realised", pnl, now);
      const rest = quantity - closing;
      if (rest > 0) {
        position.open_qty += row.side === "B" ? rest : -rest;
        position.open_value = rest * price;
      }
    }
    if (row.product === "CO" || row.product === "BO") position.advance = 1;
    if (row.product === "MIS" || position.advance === 1) this.#hasIntraday = true;
    position.updated_at = now;
    this.#book.savePosition(position);
  }

  /** After a fill completes an order: place a cover/bracket's exits, or cancel the other exit. */
  #afterComplete(row: OrderRow, now: number, instrument: Instrument): void {
    if (row.leg !== "MAIN") {
      for (const sibling of this.#book.children(row.parent_order_id)) {
        const live = this.#working.get(sibling.order_id);
        if (live !== undefined && live.order_id !== row.order_id)
          this.#close(live, "cancelled", engineTexts.ocoCancelled, now);
      }
      return;
    }
    const entry = Math.round(row.fill_value / row.filled);
    const exitSide: Side = row.side === "B" ? "S" : "B";
    const sign = row.side === "B" ? 1 : -1;
    const legs: {
      leg: "TARGET" | "STOPLOSS";
      type: OrderRow["order_type"];
      price: number;
      trigger: number;
      trailing: number;
    }[] = [];
    // A square-off or exit order of a cover or bracket position carries no offsets: it places no legs.
    if (row.product === "BO" && (row.square_off > 0 || row.stop_loss > 0)) {
      legs.push({
        leg: "TARGET",
        type: "LIMIT",
        price: entry + sign * row.square_off,
        trigger: 0,
        trailing: 0,
      });
      legs.push({
        leg: "STOPLOSS",
        type: "SL-M",
        price: 0,
        trigger: entry - sign * row.stop_loss,
        trailing: row.trailing,
      });
    } else if (row.product === "CO" && row.trigger_price > 0) {
      legs.push({ leg: "STOPLOSS", type: "SL-M", price: 0, trigger: row.trigger_price, trailing: 0 });
    } else if (row.exits_json !== null) {
      const exits = JSON.parse(row.exits_json) as {
        stopLossTriggerPrice: number;
        stopLossPrice: number;
        targetPrice: number;
      };
      if (exits.targetPrice > 0)
        legs.push({ leg: "TARGET", type: "LIMIT", price: exits.targetPrice, trigger: 0, trailing: 0 });
      if (exits.stopLossTriggerPrice > 0) {
        legs.push({
          leg: "STOPLOSS",
          type: exits.stopLossPrice > 0 ? "SL" : "SL-M",
          price: exits.stopLossPrice,
          trigger: exits.stopLossTriggerPrice,
          trailing: 0,
        });
      }
    }
    for (const leg of legs) {
      this.#insert({
        ...this.#systemRow(
          emptyPosition(row.client_code, row.segment, row.token, row.product, now),
          exitSide,
          row.quantity,
          now,
        ),
        gui_order_id: `${row.gui_order_id}-${leg.leg === "TARGET" ? "T" : "SL"}`,
        parent_order_id: row.order_id,
        leg: leg.leg,
        order_type: leg.type,
        price: leg.price,
        trigger_price: leg.trigger,
        trailing: leg.trailing,
        status: leg.type === "LIMIT" ? "open" : "trigger pending",
        tag: row.tag,
      });
    }
    if (legs.length === 0) return;
    // A leg may already be marketable.
    for (const child of this.#book.children(row.order_id)) {
      const live = this.#working.get(child.order_id);
      if (live !== undefined && live.leg === "TARGET") this.#onPrice(live, this.#quote(instrument), now);
    }
  }

  #exitLegAtMarket(row: OrderRow, now: number): void {
    const instrument = this.#instrument(row);
    for (const sibling of this.#book.children(row.parent_order_id)) {
      const live = this.#working.get(sibling.order_id);
      if (live !== undefined && live.order_id !== row.order_id)
        this.#close(live, "cancelled", "Cancelled: the position was exited", now);
    }
    row.order_type = "MARKET";
    row.price = 0;
    row.status = "open";
    row.text = "Exited at market";
    this.#save(row);
    if (marketPhase(row.segment, now, defaultMarketCalendar) === "NORMAL") {
      this.#fill(row, row.quantity - row.filled, this.#quote(instrument).ltp, now, instrument);
    } else {
      this.#close(row, "cancelled", "Cancelled by the client", now);
    }
  }

  #close(row: OrderRow, status: OrderStatus, text: string, now: number): void {
    row.status = status;
    row.cancelled = row.quantity - row.filled;
    row.text = text;
    row.updated_at = now;
    this.#save(row);
    // Cancelling a main leg that never filled takes its (not yet placed) exits with it; placed exits stay.
  }

  // ---- bookkeeping -----------------------------------------------------------------------------------------------

  #save(row: OrderRow): void {
    this.#book.update(row);
    if (isTerminalStatus(row.status) && this.#working.has(row.order_id)) this.#note(row, "terminal");
    else if (this.#notes.has(row.order_id)) this.#note(row, "terminal");
    if (isTerminalStatus(row.status)) this.#untrack(row);
    else this.#track(row);
    this.#emit(row);
  }

  #track(row: OrderRow): void {
    this.#working.set(row.order_id, row);
    const k = key(row.segment, row.token);
    let ids = this.#byInstrument.get(k);
    if (ids === undefined) {
      ids = new Set();
      this.#byInstrument.set(k, ids);
    }
    ids.add(row.order_id);
  }

  #untrack(row: OrderRow): void {
    this.#working.delete(row.order_id);
    const ids = this.#byInstrument.get(key(row.segment, row.token));
    ids?.delete(row.order_id);
    if (ids?.size === 0) this.#byInstrument.delete(key(row.segment, row.token));
  }

  #emit(row: OrderRow): void {
    if (this.#deps.listening?.(row.client_code) === false) return;
    const order = this.#toOrder(row);
    if (this.#pending === undefined) {
      this.#deps.publish(row.client_code, [order]);
      return;
    }
    let list = this.#pending.get(row.client_code);
    if (list === undefined) {
      list = [];
      this.#pending.set(row.client_code, list);
    }
    list.push(order);
  }

  /** Run `work` in one SQLite transaction; order updates are pushed only after it commits. */
  #transaction<T>(work: () => T): T {
    if (this.#pending !== undefined) return work();
    this.#pending = new Map();
    const snapshot = new Map(this.#working);
    try {
      const result = this.#book.db.transaction(() => {
        const answer = work();
        this.#recordNotes();
        return answer;
      })();
      this.#flush();
      return result;
    } catch (error) {
      // Nothing was written: the working set and the position copies go back to what the database holds.
      this.#pending = undefined;
      this.#notes.clear();
      this.#announcements = [];
      this.#book.forget();
      this.#working.clear();
      this.#byInstrument.clear();
      for (const row of snapshot.values()) this.#track(this.#book.byId(row.order_id) ?? row);
      throw error;
    }
  }

  #flush(): void {
    const pending = this.#pending;
    const announcements = this.#announcements;
    this.#pending = undefined;
    this.#announcements = [];
    for (const [clientCode, message] of announcements) this.#deps.announce?.(clientCode, message);
    if (pending === undefined) return;
    for (const [clientCode, orders] of pending) this.#deps.publish(clientCode, orders);
  }

  /**
   * Note an order for the transaction's notifications. A new order keeps "new" (its final status decides), a
   * modification that ends terminal (it filled at once) tells the terminal state; the latest row wins.
   */
  #note(row: OrderRow, kind: "new" | "terminal" | "modified"): void {
    if (this.#deps.notify === undefined) return;
    const held = this.#notes.get(row.order_id);
    const keep =
      held?.kind === "new" ||
      (held?.kind === "modified" && kind === "terminal" && !isTerminalStatus(row.status));
    this.#notes.set(row.order_id, { row, kind: keep ? (held?.kind ?? kind) : kind });
  }

  /** Record one notification per noted order, in the open transaction (tradeNotificationState, core rules). */
  #recordNotes(): void {
    const notify = this.#deps.notify;
    if (notify === undefined || this.#notes.size === 0) return;
    for (const { row, kind } of this.#notes.values()) {
      const state =
        kind === "modified" && !isTerminalStatus(row.status)
          ? "modified"
          : tradeNotificationState(row.status);
      // A working order noted only for a partial fill tells nothing.
      if (kind === "terminal" && state === "open") continue;
      const instrument = this.#instrument(row);
      const { title, body } = tradeNotificationText(row.side, state, row.status === "failed");
      const averagePrice = row.filled > 0 ? Math.round(row.fill_value / row.filled) : row.price;
      const rupees = row.segment !== 13 && row.segment !== 21;
      const at =
        averagePrice > 0 && rupees
          ? ` at ${formatRupees(averagePrice)}`
          : row.order_type === "MARKET"
            ? " at market"
            : "";
      const quantity = state === "complete" ? row.filled : row.quantity;
      const message = notify(row.client_code, {
        type: "trade_notification",
        title,
        body,
        detail: `${quantity} ${instrument?.tradeSymbol ?? row.token}${at}`,
        state,
        orderId: row.order_id,
        redirectionUrl: isTerminalStatus(row.status) ? "/trade/orders/history" : "/trade/orders/open",
        receivedAt: this.now(),
      });
      this.#announcements.push([row.client_code, message]);
    }
    this.#notes.clear();
  }

  #load(): void {
    if (this.#loaded) return;
    this.#loaded = true;
    for (const row of this.#book.working()) this.#track(row);
    this.#hasIntraday = this.#book
      .allPositions()
      .some((p) => ["MIS", "CO", "BO"].includes(p.product) && p.open_qty !== 0);
  }

  /** Account facts per client (profiles do not change while the sandbox runs). */
  #account(clientCode: string): AccountFacts {
    let facts = this.#accounts.get(clientCode);
    if (facts === undefined) {
      facts = accountFactsOf(this.#deps.profile(clientCode));
      this.#accounts.set(clientCode, facts);
    }
    return facts;
  }

  readonly #accounts = new Map<string, AccountFacts>();

  #owned(clientCode: string, orderId: string): OrderRow | undefined {
    const row = this.#working.get(orderId) ?? this.#book.byId(orderId);
    return row?.client_code === clientCode ? row : undefined;
  }

  #instrument(row: { segment: number; token: number }): Instrument {
    return this.#deps.instruments().get(row.segment, row.token) as Instrument;
  }

  #quote(instrument: Instrument): MarketQuote {
    const market = this.#deps.market();
    return (market.refresh?.(instrument.segment, instrument.token) ??
      market.get?.(instrument.segment, instrument.token) ??
      market.quote(instrument.segment, instrument.token)) as MarketQuote;
  }

  #toOrder(row: OrderRow): Order {
    return toOrder(row, this.#deps.instruments().get(row.segment, row.token));
  }

  #facts(instrument: Instrument): InstrumentFacts {
    return {
      segment: instrument.segment,
      exchange: instrument.exchange,
      kind: instrument.kind,
      symbol: instrument.symbol,
      lotSize: instrument.lotSize,
      tick: instrument.tick,
      freezeQty: instrument.freezeQty,
      maxSingleTransactionQty: instrument.maxSingleTransactionQty,
      t2t: instrument.t2t,
      surveillance: instrument.surveillance,
      intradayAllowed: intradayAllowedFor(instrument),
    };
  }

  #marginFacts(instrument: Instrument): MarginInstrument {
    return {
      segment: instrument.segment,
      kind: instrument.kind,
      multiplier: this.#deps.instruments().multiplier(instrument),
      strike: instrument.strike,
    };
  }

  /** Margin a working order blocks: the part of what is left that adds exposure, at its price (or the last price). */
  #orderMargin(
    row: Pick<
      OrderRow,
      | "client_code"
      | "segment"
      | "token"
      | "product"
      | "side"
      | "quantity"
      | "filled"
      | "price"
      | "trigger_price"
      | "leg"
    >,
    instrument: Instrument,
  ): number {
    if (row.leg !== "MAIN") return 0;
    const position = this.#book.position(row.client_code, row.segment, row.token, row.product);
    const net = position === undefined ? 0 : position.open_qty;
    const quantity = incrementalQuantity(row.side, row.quantity - row.filled, net);
    const price =
      row.price > 0 ? row.price : row.trigger_price > 0 ? row.trigger_price : this.#quote(instrument).ltp;
    return requiredMargin(
      { product: row.product, side: row.side, quantity, price },
      this.#marginFacts(instrument),
    );
  }

  #positionMargin(row: PositionRow, instrument: Instrument): number {
    if (row.open_qty === 0) return 0;
    return requiredMargin(
      {
        product: row.product,
        side: row.open_qty > 0 ? "B" : "S",
        quantity: Math.abs(row.open_qty),
        price: Math.round(row.open_value / Math.abs(row.open_qty)),
      },
      this.#marginFacts(instrument),
    );
  }

  /** Start of the market day (orders lists show today's orders and anything still working). */
  #dayStart(): number {
    const day = istDay(this.now());
    return (day * 86_400 - 19_800) * 1000;
  }
}

function emptyPosition(
  clientCode: string,
  segment: number,
  token: number,
  product: ProductType,
  now: number,
): PositionRow {
  return {
    client_code: clientCode,
    segment,
    token,
    product,
    buy_qty: 0,
    buy_value: 0,
    sell_qty: 0,
    sell_value: 0,
    cf_qty: 0,
    cf_value: 0,
    open_qty: 0,
    open_value: 0,
    realised: 0,
    advance: 0,
    updated_at: now,
  };
}
