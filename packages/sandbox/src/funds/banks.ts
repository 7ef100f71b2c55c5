import type { LinkedBank } from "@trade/core/funds";

const banks = [
  { name: "HDFC Bank", ifsc: "HDFC0000240" },
  { name: "ICICI Bank", ifsc: "ICIC0000104" },
] as const;

/**
 * The bank account linked to a client (the sandbox's, from the client code's digits: odd ones bank with HDFC, even
 * ones with ICICI, the two banks blocks allow). Only its last 4 digits are ever shown.
 */
export function linkedBankOf(clientCode: string, clientName: string): LinkedBank {
  const digits = clientCode.replace(/\D/g, "") || "0";
  const bank = Number(digits) % 2 === 1 ? banks[0] : banks[1];
  return {
    bank_name: bank.name,
    bank_account_number: `XXXXXXXX${digits.padStart(4, "0").slice(-4)}`,
    bank_ifsc_code: bank.ifsc,
    client_name: clientName,
  };
}
