import { type TransferErrorCode, transferToastTitles } from "@trade/core/transfer";

/** A failure for the host's toast (spec 3 §8): one of the spec's titles, with the server's message. */
export interface TransferNotice {
  title: string;
  message: string;
  code?: TransferErrorCode | string;
}

/** The toast of an OTP send that failed: the server refused ('Send OTP Failed') or no answer came ('Failed to call send OTP'). */
export const sendOtpNotice = (error: unknown): TransferNotice => {
  const { status, message, code } = error as { status?: number; message: string; code?: string };
  return {
    title:
      status === undefined || status === 0 ? transferToastTitles.callSendOtp : transferToastTitles.sendOtp,
    message,
    ...(code === undefined ? {} : { code }),
  };
};

/** A failure toast with one of the spec's titles and the error's message. */
export const noticeOf = (title: string, error: unknown): TransferNotice => {
  const { message, code } = error as { message: string; code?: string };
  return { title, message, ...(code === undefined ? {} : { code }) };
};

/** A notice as the widget shows it when the host has no toast for it: its title, then the message. */
export const noticeText = (notice: TransferNotice | undefined): string | undefined =>
  notice && `${notice.title}: ${notice.message}`;
