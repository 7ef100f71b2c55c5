import { formatRupees } from "@trade/core";
import {
  type Block,
  blockAmountProblem,
  blockBankAllowed,
  blockBankMessage,
  blockCreationTexts,
  blockCreationTitles,
  blockLimits,
  blockNotAsbaMessage,
} from "@trade/core/funds";
import { useState } from "react";
import { useProfile } from "../hooks.js";
import { queryStatus } from "../widget.js";
import { AmountField, useAmountForm } from "./AmountField.js";
import { useBlock, useCreateBlock } from "./blockQueries.js";
import { fundsCss } from "./fundsStyles.js";
import { usePaymentPageData } from "./queries.js";

const css = fundsCss(".tk-create-block");
const tone = { success: "success", pending: "warning", failure: "error" } as const;

/**
 * Create an ASBA block (spec 3 §2 /account/create-block): an amount from ₹1 to ₹5,00,000 held in the linked HDFC or
 * ICICI account (at most 3 a day), the creation result shown as success, pending or failure; pending is asked again
 * every 10 s until final.
 *
 * @example
 * ```tsx
 * <CreateBlock onSeeBlocks={() => navigate("/account/revoke-block")} />
 * ```
 */
export function CreateBlock({ onSeeBlocks }: { onSeeBlocks?: () => void }) {
  const pageData = usePaymentPageData();
  const profile = useProfile();
  const create = useCreateBlock();
  const [blockId, setBlockId] = useState<string | undefined>(undefined);
  const created = useBlock(blockId);
  const banks = (pageData.data?.bank_accounts ?? []).filter((bank) => blockBankAllowed(bank.bank_name));
  const [bankIndex, setBankIndex] = useState(0);
  const bank = banks[bankIndex] ?? banks[0];

  const { submit, field } = useAmountForm(blockAmountProblem, (paise) =>
    bank === undefined
      ? undefined
      : create
          .mutateAsync({ amount: paise, bank_name: bank.bank_name })
          .then((block) => setBlockId(block.block_id)),
  );

  const status = queryStatus(pageData.error, pageData.isPending, "your bank accounts");
  return (
    <div className="tk-create-block">
      <style>{css}</style>
      <div className="tk-funds-card">
        {status ??
          (profile.data?.asba === false ? (
            <p className="tk-empty">{blockNotAsbaMessage}</p>
          ) : bank === undefined ? (
            <p className="tk-empty">{blockBankMessage}</p>
          ) : blockId !== undefined ? (
            <CreationResult
              block={created.data}
              failed={created.error}
              onAnother={() => setBlockId(undefined)}
              {...(onSeeBlocks ? { onSeeBlocks } : {})}
            />
          ) : (
            <form onSubmit={(event) => void submit(event)} noValidate aria-label="Create block">
              <AmountField label="Amount to block" {...field} />
              <fieldset className="tk-funds-banks">
                <legend className="tk-funds-label">Bank account</legend>
                {banks.map((option, index) => (
                  <label key={option.bank_account_number} className="tk-funds-bank">
                    <span>
                      <input
                        type="radio"
                        name="block-bank"
                        checked={option === bank}
                        onChange={() => setBankIndex(index)}
                      />{" "}
                      {option.bank_name}
                    </span>
                    <small>{option.bank_account_number}</small>
                  </label>
                ))}
              </fieldset>
              <p className="tk-muted">
                From {formatRupees(blockLimits.min)} to {formatRupees(blockLimits.max)}, at most{" "}
                {blockLimits.perDay} blocks a day. The amount stays in your bank account and counts in your
                buying power for delivery once the block is enabled.
              </p>
              <div className="tk-funds-actions">
                <button type="submit" className="tk-funds-submit" disabled={create.isPending}>
                  Create block
                </button>
              </div>
            </form>
          ))}
      </div>
    </div>
  );
}

function CreationResult({
  block,
  failed,
  onAnother,
  onSeeBlocks,
}: {
  block: Block | undefined;
  failed: Error | null;
  onAnother: () => void;
  onSeeBlocks?: () => void;
}) {
  const result = failed && block === undefined ? "error" : (block?.creation ?? "pending");
  return (
    <section
      className="tk-funds-result"
      data-tone={result === "error" ? "error" : tone[result]}
      aria-live="polite"
      aria-label="Block creation"
    >
      <h3>{blockCreationTitles[result]}</h3>
      {block ? <p className="tk-funds-big">{formatRupees(block.amount)}</p> : null}
      <p>{block?.message ?? blockCreationTexts[result]}</p>
      {block ? (
        <p className="tk-muted">
          {block.bank_name} {block.bank_account_number} · valid till {block.validity}
        </p>
      ) : null}
      <div className="tk-funds-actions">
        <button type="button" onClick={onAnother}>
          Create another block
        </button>
        {onSeeBlocks ? (
          <button type="button" onClick={onSeeBlocks}>
            See blocks
          </button>
        ) : null}
      </div>
    </section>
  );
}
