// CI's time budget for this machine (docs/decisions/059-a-ci-budget-that-knows-its-machine.md): 40
// minutes on an ordinary machine of this kind, longer in proportion on a slower one, never past
// MAX_BUDGET_SECONDS. The machine is told by the bare Fastify hello-world's req/s (the figure the
// README and the benchmarks name every machine by), measured here with nothing else running.
// Prints one line, `<budget seconds> <bare req/s>`, for .ci/run to read.
import { measureBareServer } from './bench/bare.mjs';

/** The whole run's budget on an ordinary machine: twice the 20-minute goal (issue 30). */
export const BASE_BUDGET_SECONDS = 2400;
/** An ordinary machine of this kind: the bare server's req/s on the machine issue 29 was measured on. */
export const ORDINARY_BARE_RPS = 44_000;
/** Never later than this, 10 minutes before CI's hard limit of 90, so the guard and its table still speak. */
export const MAX_BUDGET_SECONDS = 4800;

/** The budget for a machine whose bare server answered `bareRps`: 40 minutes, scaled up on a slower one. */
export function budgetFor(bareRps) {
  const slower = bareRps > 0 ? ORDINARY_BARE_RPS / bareRps : Number.POSITIVE_INFINITY;
  return Math.min(MAX_BUDGET_SECONDS, Math.round(BASE_BUDGET_SECONDS * Math.max(1, slower)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Two short runs, the better kept: a one-off stall in the first should not stretch the budget.
  const first = await measureBareServer({ duration: 3, warmup: 1 });
  const second = await measureBareServer({ duration: 3, warmup: 0 });
  const bareRps = Math.round(Math.max(first.requestsPerSecond, second.requestsPerSecond));
  process.stdout.write(`${budgetFor(bareRps)} ${bareRps}\n`);
}
