import * as z from "zod/mini";

/**
 * Every JSON answer of the broker API has this envelope. `errorCode` is null on success; an answer with an
 * `errorCode` and no `data` is the spec's "generic response" (spec 1 §8).
 */
export const envelope = <TData extends z.ZodMiniType>(data: TData) =>
  z.object({
    status: z.boolean(),
    message: z.string(),
    errorCode: z.nullable(z.string()),
    data: z.nullable(data),
  });

export const looseEnvelope = z.looseObject({
  status: z.optional(z.boolean()),
  message: z.optional(z.string()),
  errorCode: z.optional(z.nullable(z.string())),
  data: z.optional(z.unknown()),
});

export interface Envelope<TData> {
  status: boolean;
  message: string;
  errorCode: string | null;
  data: TData | null;
}

export const empty = z.object({});
