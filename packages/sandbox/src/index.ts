export { type Persona, personaRows, personas, personasMarkdown } from "./personas.js";
export { defaultTokenTtl, type Sandbox, type SandboxOptions, startSandbox } from "./server.js";
export { demoPartner, type PartnerRegistration, ssoCodeTtlSeconds } from "./routes/sso.js";
