import * as z from "zod/mini";
import { instrumentKinds } from "../rules/instruments.js";

/** An instrument kind on the wire (Scrip `instName`, the order's and position's `instrumentType`). */
export const instrumentKind = z.enum(instrumentKinds);

/** An order's or position's `instrumentType`: empty where the server no longer knows the instrument. */
export const orderInstrumentKind = z.union([instrumentKind, z.literal("")]);
