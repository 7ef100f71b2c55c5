/**
 * Add funds by UPI from Node: verify the UPI ID, send a collect request for the amount, follow the payment until it
 * is final (the SDK asks its status every 2 s), and print the trading balance before and after. Against the sandbox,
 * `sandbox.success@upi` is approved at once and `sandbox.pending@upi` after 2 minutes of market time; any other UPI ID
 * waits for the sandbox's UPI app page, whose address is printed.
 *
 *   TRADE_API=http://localhost:4600/api TRADE_OTP=123456 pnpm --filter @trade/example-node-funds start
 *
 * UPI_ID (default sandbox.success@upi), AMOUNT in rupees (default 1000), TIMEOUT_SECONDS (default 300).
 */
import { formatRupees } from "@trade/core";
import { addFundsPaiseProblem, fundsOf, paymentResultTitles } from "@trade/core/funds";
import { rupees } from "@trade/core/orders";
import { exampleClient, login, logOutAndClose, runMain } from "../../shared/src/nodeSession.js";

const vpa = process.env.UPI_ID ?? "sandbox.success@upi";
const amount = rupees(Number(process.env.AMOUNT ?? 1000));
const timeoutMs = Number(process.env.TIMEOUT_SECONDS ?? 300) * 1000;

const client = exampleClient("Add funds example");
const funds = fundsOf(client);

async function main(): Promise<void> {
  const problem = addFundsPaiseProblem("UPI_ID", amount);
  if (problem !== undefined) throw new Error(problem);
  await login(client);

  const before = await funds.balance();
  console.log(`Trading balance before: ${formatRupees(before.availableMargin)}`);

  const verification = await funds.verifyUpi(vpa);
  console.log(
    `${vpa}: ${verification.message}${verification.payer_name ? ` (${verification.payer_name})` : ""}`,
  );
  if (!verification.verified) throw new Error(verification.message);

  const started = await funds.payByUpi({ amount, request_type: "COLLECT", vpa: verification.vpa });
  console.log(
    `Collect request ${started.transaction_id} for ${formatRupees(amount)}: ${paymentResultTitles[started.status]}`,
  );
  const page = funds.pageUrl(started);
  if (page !== undefined) console.log(`Approve or decline it in the UPI app: ${page}`);

  const payment = await funds.waitForPayment(started.transaction_id, {
    everyMs: 2000,
    signal: AbortSignal.timeout(timeoutMs),
  });
  console.log(
    `${paymentResultTitles[payment.status]}${payment.message ? `: ${payment.message}` : ""} (${payment.transaction_id})`,
  );

  const after = await funds.balance();
  console.log(`Trading balance after: ${formatRupees(after.availableMargin)}`);
  console.log(`Change: ${formatRupees(after.availableMargin - before.availableMargin)}`);
}

runMain(main, () => logOutAndClose(client));
