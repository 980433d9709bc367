/**
 * A deliberate stall, to show the paced p99 verdict catches one: loaded into the server under test with
 * `BENCH_SERVER_NODE_ARGS=--import=file:///…/dist/bench/stallPreload.mjs?ms=100`, it holds the event
 * loop for `ms` milliseconds once a second, as a periodic job that blocked would. (The milliseconds ride
 * on the module's address because the bench starts the server with an environment of its own.)
 */
const ms = Number(new URL(import.meta.url).searchParams.get('ms') ?? 0);
if (ms > 0)
  setInterval(() => {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      // The work is the waiting.
    }
  }, 1000).unref();
