export { type Persona, personas } from "./personas.js";
export { type Sandbox, type SandboxOptions, startSandbox } from "./server.js";
