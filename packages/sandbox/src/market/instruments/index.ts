export {
  buildInstrumentMaster,
  type IndexEntry,
  type InstrumentMaster,
  type OptionChainRow,
} from "./master.js";
export { type SearchFilter, searchInstruments } from "./search.js";
