import { benchFeedDecode } from "./feedDecode.js";
import { benchPlaceOrder } from "./placeOrder.js";

console.log(`trade kit benchmarks — Node ${process.version}, ${process.arch}\n`);
benchFeedDecode();
await benchPlaceOrder();
