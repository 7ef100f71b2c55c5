import { formatRupees, fundsEndpoints } from "@trade/core";
import { fundsTransferEndpoints as calls } from "@trade/core/funds";
import type { FastifyInstance } from "fastify";
import type { Context } from "../context.js";
import { unwrap } from "../http/answer.js";
import { route } from "../http/route.js";

/**
 * Trading balance: the funds ledger, less the margin the matching engine blocks for positions and open orders. Money in
 * and out (spec 3 §7 Funds; paths in docs/decisions.md, "Funds"): the funds service plays the UPI network and the bank.
 */
export function fundsRoutes(app: FastifyInstance, context: Context): void {
  const transfers = context.fundsTransfers;
  route(app, context, fundsEndpoints.rmsLimit, ({ session }) => {
    context.trading.catchUp();
    transfers.catchUp(session.client_code);
    const code = session.client_code;
    return context.funds.rmsLimit(
      code,
      context.trading.utilisedMargin(code),
      context.trading.utilisedByDelivery(code),
    );
  });
  route(app, context, calls.paymentPageData, ({ session }) => ({
    bank_accounts: [transfers.bank(session.client_code)],
  }));
  route(app, context, calls.verifyUpi, ({ body }) => transfers.verifyUpi(body.vpa));
  route(app, context, calls.payByUpi, ({ body, session }) => {
    const payment = unwrap(transfers.payByUpi(session.client_code, body));
    if (payment.status === "pending" && payment.payment_url !== null) {
      // Like the OTPs: the console says where the sandbox's UPI app answers the request.
      context.log(
        `UPI ${payment.request_type === "qr" ? "QR payment" : `collect request to ${payment.vpa}`} of ${formatRupees(payment.amount)}: approve or decline at ${payment.payment_url}`,
      );
    }
    return { payment };
  });
  route(app, context, calls.payByNetBanking, ({ body, session }) => ({
    payment: unwrap(transfers.payByNetBanking(session.client_code, body)),
  }));
  route(app, context, calls.paymentStatus, ({ params, session }) => ({
    payment: unwrap(transfers.payment(session.client_code, params.transaction_id ?? "")),
  }));
  route(app, context, calls.withdrawBalance, ({ session }) => {
    context.trading.catchUp();
    return transfers.withdrawBalance(session.client_code);
  });
  route(app, context, calls.withdraw, ({ body, session }) => {
    context.trading.catchUp();
    return {
      withdrawal: unwrap(
        transfers.withdraw(session.client_code, body.amount, body.upstream_reference_number),
      ),
    };
  });
  route(app, context, calls.cancelWithdrawal, ({ params, session }) => ({
    withdrawal: unwrap(transfers.cancelWithdrawal(session.client_code, params.withdrawal_id ?? "")),
  }));
  route(app, context, calls.withdrawals, ({ session }) => ({
    withdrawals: transfers.withdrawals(session.client_code),
  }));
  route(app, context, calls.transactions, ({ query, session }) => ({
    transactions: transfers.transactions(session.client_code, query),
  }));
}
