/**
 * Every JSON answer of the broker API has this envelope. `errorCode` is null on success; an answer with an
 * `errorCode` and no `data` is the spec's "generic response" (spec 1 §8). The endpoint table's `data` schemas
 * describe what `data` holds.
 */
export interface Envelope<TData> {
  status: boolean;
  message: string;
  errorCode: string | null;
  data: TData | null;
}
