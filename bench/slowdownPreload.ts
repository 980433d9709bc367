import { burnCpu, cpuMs, slowdownPercent } from './support/slowdown';

/**
 * Loaded into the server under test with `--import` when the bench injects a deliberate slowdown
 * (bench/support/slowdown.ts). Every 2 ms the event loop lets it, it burns the given share of the CPU the
 * process used since its last turn — its own burning left out — so every kind of work (start-up,
 * requests, the booking race, socket messages) costs that much more, in small pieces as a slower server
 * would. The server's own code is not touched.
 */
const share = slowdownPercent() / 100;
if (share > 0) {
  let last = cpuMs();
  setInterval(() => {
    burnCpu((cpuMs() - last) * share);
    last = cpuMs();
  }, 2).unref();
}
