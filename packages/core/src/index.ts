export {
  type CallInput,
  createTradeClient,
  sdkVersion,
  TradeClient,
  type TradeClientOptions,
} from "./client.js";
export * from "./contract/index.js";
export type { NotificationMessage } from "./contract/notifications.js";
export type { PathParamNames, PathParams } from "./contract/path.js";
export * from "./errors.js";
export type { WebSocketConstructor } from "./feeds/socket.js";
export type { PollOptions } from "./internal/poll.js";
export { asTradeError, type Failure, isOk, type NoDetails, type Outcome, unwrap } from "./outcome.js";
export { Resource } from "./resource.js";
export type { LoginIdentity } from "./resources/auth.js";
export { builtInConfig } from "./resources/config.js";
export {
  mirrorToLocal,
  type SavePreferenceRefusal,
  type SavePreferenceResult,
} from "./resources/preferences.js";
export * from "./rules/index.js";
export { localKeys } from "./session/localKeys.js";
export {
  type LogoutReason,
  Session,
  type SessionEvents,
  type SessionSnapshot,
  type SessionStatus,
} from "./session/session.js";
export {
  browserStorage,
  memoryStorage,
  readJson,
  type StorageAdapter,
  writeJson,
} from "./session/storage.js";
export type { AnswerMeta, HttpAnswer, RequestOptions } from "./transport/http.js";
export { requestIdHeader } from "./transport/http.js";
