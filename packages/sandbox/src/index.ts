export { type AlertEvaluationFigures, measureAlertEvaluation } from "./alerts/measure.js";
export { type BacktestFigures, measureBacktest } from "./backtests/measure.js";
export { type GttEvaluationFigures, measureGttEvaluation } from "./gtt/measure.js";
export { sandboxNodeFlags } from "./nodeFlags.js";
export { type Persona, personaRows, personas, personasMarkdown } from "./personas.js";
export { demoPartner, type PartnerRegistration, ssoCodeTtlSeconds } from "./routes/sso.js";
export { defaultTokenTtl, type Sandbox, type SandboxOptions, startSandbox } from "./server.js";
