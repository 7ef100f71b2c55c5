import { transferEndpoints as calls, transferErrorCodes, transferMessages } from "@trade/core/transfer";
import type { FastifyInstance } from "fastify";
import type { Context } from "../context.js";
import type { Db } from "../db/database.js";
import { deliveryVerified, spendDeliveryVerification } from "../edis/store.js";
import { unwrap } from "../http/answer.js";
import { HttpError } from "../http/reply.js";
import { route } from "../http/route.js";
import { ledgerOf } from "../portfolio/ledger.js";
import { deliveryCheckFor } from "../transfer/delivery.js";
import { TransferService } from "../transfer/service.js";
import { TransferStore } from "../transfer/store.js";

/**
 * The transfer service of a sandbox: its tables, the portfolio's ledger and holdings, the login OTPs, and the EDIS
 * check on what the delivery-instruction verification approved (edis/store.ts).
 */
export function transferServiceOf(context: Context, db: Db): TransferService {
  const profile = (clientCode: string) => context.clients.profile(clientCode);
  return new TransferService({
    store: new TransferStore(db),
    ledger: ledgerOf(db),
    otps: context.otps,
    portfolio: context.portfolio,
    profile,
    now: () => context.clock.now(),
    otpNow: context.now,
    log: context.log,
    delivery: deliveryCheckFor(profile, {
      verified: (clientCode, isin, quantity, day) => deliveryVerified(db, clientCode, isin, quantity, day),
      spend: (clientCode, isin, quantity, day) =>
        spendDeliveryVerification(db, clientCode, isin, quantity, day),
    }),
  });
}

/**
 * Stock transfer (spec 3 §7 Stock transfer; paths in docs/decisions.md, "Stock transfer"): every POST carries the
 * client code, which must be the caller's.
 */
export function transferRoutes(app: FastifyInstance, context: Context, db: Db): void {
  const transfer = transferServiceOf(context, db);
  const own = (session: { client_code: string }, body: { clientcode: string }) => {
    if (body.clientcode.toUpperCase() !== session.client_code) {
      throw new HttpError(403, transferErrorCodes.notAllowed, transferMessages.notAllowed);
    }
    return session.client_code;
  };
  route(app, context, calls.reasonCodes, () => transfer.reasons());
  route(app, context, calls.holdings, ({ body, query, session }) =>
    unwrap(transfer.holdings(own(session, body), body.boid, query.version ?? "v1")),
  );
  route(app, context, calls.beneficiaries, ({ body, session }) =>
    unwrap(transfer.beneficiaries(own(session, body))),
  );
  route(app, context, calls.history, ({ body, session }) =>
    unwrap(transfer.history(own(session, body), body.startdate, body.enddate)),
  );
  route(app, context, calls.addBeneficiary, ({ body, session }) =>
    unwrap(transfer.addBeneficiary(own(session, body), body)),
  );
  route(app, context, calls.generateOtp, ({ body, session }) =>
    unwrap(transfer.sendOtp(own(session, body), body.reqId, body.type)),
  );
  route(app, context, calls.verifyOtp, ({ body, session }) =>
    unwrap(transfer.verifyOtp(own(session, body), body.reqId, body.type, body.otp)),
  );
  route(app, context, calls.addTransaction, ({ body, session }) =>
    unwrap(transfer.addTransaction(own(session, body), body)),
  );
  route(app, context, calls.checkEdis, ({ body, session }) =>
    unwrap(transfer.checkEdis(own(session, body), body.reqId)),
  );
}
