/** An answer the sandbox gives on purpose: status, the envelope's errorCode and message, maybe data. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly data: unknown;

  constructor(status: number, code: string, message: string, data: unknown = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.data = data;
  }
}

export const envelopeOf = (error: { code: string; message: string; data?: unknown }) => ({
  status: false,
  message: error.message,
  errorCode: error.code,
  data: error.data ?? null,
});

export const success = (data: unknown, message = "SUCCESS") => ({
  status: true,
  message,
  errorCode: null,
  data,
});
