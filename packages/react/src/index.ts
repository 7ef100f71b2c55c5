export { useProfile, useRmsLimit, useSession, useSessions } from "./hooks.js";
export { profileQuery, queryKeys, rmsLimitQuery, sessionsQuery } from "./queries.js";
export { TradeProvider, type TradeProviderProps, useTradeClient } from "./TradeProvider.js";
