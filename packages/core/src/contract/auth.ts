import * as z from "zod/mini";

/** Client codes are letters and digits, as the broker issues them (DEMO01). */
export const clientCode = z
  .string()
  .check(z.regex(/^[A-Za-z0-9]{4,12}$/, "must be 4 to 12 letters or digits"));
/** Indian mobile numbers: ten digits starting 6 to 9. */
export const mobile = z.string().check(z.regex(/^[6-9]\d{9}$/, "must be a 10-digit mobile number"));
export const otp = z.string().check(z.regex(/^\d{6}$/, "must be 6 digits"));
export const deviceId = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, "must be 8 to 64 letters, digits, - or _"));

/** Login identifies the client by client code or by mobile number: exactly one of the two. */
const loginIdentity = {
  clientCode: z.optional(clientCode),
  mobile: z.optional(mobile),
};
type LoginIdentity = { clientCode?: string | undefined; mobile?: string | undefined };
const oneIdentity = z.refine<LoginIdentity>(
  (value) => (value.clientCode === undefined) !== (value.mobile === undefined),
  {
    message: "clientCode or mobile: give exactly one of the two",
    path: ["clientCode"],
  },
);

export const generateOtpRequest = z.strictObject(loginIdentity).check(oneIdentity);
export type GenerateOtpRequest = z.infer<typeof generateOtpRequest>;

export const generateOtpResponse = z.object({
  clientCode: z.string(),
  /** Where the OTP went, masked: 90XXXXXX01. */
  maskedMobile: z.string(),
  /** Seconds until the OTP expires (300). */
  expiresIn: z.number(),
});
export type GenerateOtpResponse = z.infer<typeof generateOtpResponse>;

export const platform = z.enum(["web", "node", "android", "ios"]);
export type Platform = z.infer<typeof platform>;

export const verifyOtpRequest = z
  .strictObject({
    ...loginIdentity,
    otp,
    deviceId,
    deviceName: z.optional(z.string().check(z.maxLength(80))),
    platform: z.optional(platform),
    /** `cookie` (browsers, the default): tokens as HttpOnly cookies. `body`: bearer tokens in the answer (Node). */
    tokenDelivery: z.optional(z.enum(["cookie", "body"])),
  })
  .check(oneIdentity);
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequest>;

export const bearerTokens = z.object({
  tradeToken: z.string(),
  nonTradeToken: z.string(),
  refreshToken: z.string(),
  /** Epoch milliseconds. */
  tradeTokenExpiresAt: z.number(),
  nonTradeTokenExpiresAt: z.number(),
  refreshTokenExpiresAt: z.number(),
});
export type BearerTokens = z.infer<typeof bearerTokens>;

/** Who a new session is for: the client, the session and the device (an OTP login's and an SSO exchange's answer). */
export const sessionOwner = {
  clientCode: z.string(),
  sessionId: z.string(),
  deviceId: z.string(),
};

export const verifyOtpResponse = z.object({
  ...sessionOwner,
  /** Present only when the request asked for `tokenDelivery: "body"`. */
  tokens: z.optional(bearerTokens),
});
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponse>;

/** Node clients send their refresh token in the body; browsers send the HttpOnly cookie. */
export const renewRequest = z.strictObject({ refreshToken: z.optional(z.string().check(z.minLength(1))) });
export type RenewRequest = z.infer<typeof renewRequest>;

export const renewTokenResponse = z.object({
  tradeTokenExpiresAt: z.number(),
  tradeToken: z.optional(z.string()),
});
export type RenewTokenResponse = z.infer<typeof renewTokenResponse>;

export const refreshTokenResponse = z.object({
  nonTradeTokenExpiresAt: z.number(),
  nonTradeToken: z.optional(z.string()),
});
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponse>;

export const sessionInfo = z.object({
  sessionId: z.string(),
  deviceId: z.string(),
  deviceName: z.string(),
  platform: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  /** The session that made this call. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

export const listAllSessionsResponse = z.object({ sessions: z.array(sessionInfo) });
export type ListAllSessionsResponse = z.infer<typeof listAllSessionsResponse>;

export const logoutRequest = z.strictObject({
  /** `device`: this session only (the default). `all`: every session of the client. */
  scope: z.optional(z.enum(["device", "all"])),
});
export type LogoutRequest = z.infer<typeof logoutRequest>;

export const logoutResponse = z.object({ loggedOutDeviceIds: z.array(z.string()) });
export type LogoutResponse = z.infer<typeof logoutResponse>;
