/**
 * The Node flags the sandbox's CLI runs with (`npm start` and the place-order benchmark pass them; run it by hand as
 * `node --v8-pool-size=1 packages/sandbox/dist/cli.js`).
 *
 * `--v8-pool-size=1`: V8's garbage collector gets one background thread instead of four. The sandbox keeps some
 * 80 MB live (the instrument master and the walking market), and every ten seconds or so under a stream of orders a
 * major collection marks all of it concurrently; with four threads that marking took both cores of a 2-vCPU machine
 * for 100-200 ms (perf sched: four GC threads in 4 ms slices, the SDK client's process waiting 4-7 ms for each turn),
 * and every order in flight then waited: the place-order p99 at 500 orders/s was 18-40 ms in rounds with a major
 * collection, against 8-10 ms with one thread. The sandbox shares its machine with the clients it serves (the app, the
 * tests, a script), so its collector should never take every core. Marking on one thread takes longer in wall time,
 * and it is concurrent: requests do not wait for it.
 */
export const sandboxNodeFlags: readonly string[] = ["--v8-pool-size=1"];
