import type { Beneficiary, StockTransfer, TranDetail } from "@trade/core/transfer";
import { type BeneficiaryRow, beneficiaryReqId, type TransferRow, transferReqId } from "./store.js";

const maskPan = (pan: string) => `${pan.slice(0, 2)}XXXXX${pan.slice(7)}`;

/** A beneficiary as the API answers it: its request id, the client's own BOID beside it, the PAN masked. */
export function beneficiaryOf(row: BeneficiaryRow, clientboid: string): Beneficiary {
  return {
    reqId: beneficiaryReqId(row.id),
    beneficiaryname: row.name,
    name: row.name,
    clientboid,
    beneficiaryboid: row.boid,
    depository: row.depository,
    dpid: row.dpid,
    pan: maskPan(row.pan),
    scode: row.scode,
    addedAt: row.added_at,
    activeFrom: row.active_from,
  };
}

/** The stocks of a transfer, as stored. */
export const linesOf = (row: TransferRow): TranDetail[] => JSON.parse(row.trandetails_json) as TranDetail[];

/** A transfer as the API answers it. */
export function transferOf(row: TransferRow): StockTransfer {
  return {
    reqId: transferReqId(row.id),
    clientcode: row.client_code,
    fromboid: row.fromboid,
    toboid: row.toboid,
    beneficiaryname: row.beneficiary_name,
    remark: row.remark,
    reasoncode: row.reasoncode,
    executiondate: row.executiondate,
    trandetails: linesOf(row),
    value: row.value,
    scode: row.scode,
    createdAt: row.created_at,
    message: row.message,
  };
}
