/** Socket heartbeat values of spec 1 §9 and spec 2 §7: ping every 10 s; 60 s of silence means a dead socket. */
export const socketHeartbeat = { intervalSeconds: 10, timeoutSeconds: 60 } as const;
