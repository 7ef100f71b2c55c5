import { describe, expectTypeOf, it } from "vitest";
import {
  type ApiError,
  type AuthenticationError,
  type ConnectionError,
  errorClassForStatus,
  RateLimitError,
  TimeoutError,
  TradeError,
  type TradeErrorFields,
  type UnprocessableEntityError,
  type ValidationError,
} from "../errors.js";
import { rupees } from "../rules/money.js";

/** The error classes' public types, checked by `tsc` (the repo's typecheck includes this file). */
describe("error types", () => {
  it("instanceof narrows to the class, with status, code, message, request id and headers", () => {
    const caught: unknown = undefined;
    if (caught instanceof RateLimitError) {
      expectTypeOf(caught).toEqualTypeOf<RateLimitError>();
      expectTypeOf(caught.status).toEqualTypeOf<number>();
      expectTypeOf(caught.code).toEqualTypeOf<string>();
      expectTypeOf(caught.message).toEqualTypeOf<string>();
      expectTypeOf(caught.requestId).toEqualTypeOf<string | undefined>();
      expectTypeOf(caught.headers).toEqualTypeOf<Headers | undefined>();
    }
    if (caught instanceof TimeoutError) expectTypeOf(caught).toMatchTypeOf<ConnectionError>();
  });

  it("the kinds sit under the classes scripts already check", () => {
    expectTypeOf<UnprocessableEntityError>().toMatchTypeOf<ValidationError>();
    expectTypeOf<AuthenticationError>().toMatchTypeOf<ApiError>();
    expectTypeOf<ConnectionError>().toMatchTypeOf<TradeError>();
    expectTypeOf(errorClassForStatus).returns.toEqualTypeOf<typeof ApiError>();
    expectTypeOf(TradeError.kind).toEqualTypeOf<string>();
    expectTypeOf<TradeErrorFields["headers"]>().toEqualTypeOf<Headers | undefined>();
  });

  it("rupees() gives the number a price field takes", () => {
    expectTypeOf(rupees).parameters.toEqualTypeOf<[value: number, segment?: number]>();
    expectTypeOf(rupees(380.5)).toEqualTypeOf<number>();
  });
});
