import { benchFeedDecode } from "./feedDecode.js";

console.log(`trade kit benchmarks — Node ${process.version}, ${process.arch}\n`);
benchFeedDecode();
