// How `npm run bench` judges and prints its rows: whether each meets its budget, the budget in words,
// the markdown table of each mode and the details under it.

/**
 * Whether a row meets its budget; errors or non-2xx answers fail it too (except the checkout's 409s),
 * and so does a row that got no answer at all (its latency figures would read 0).
 */
export function evaluate(row, bareRps) {
  const clean = row.errors === 0 && row.timeouts === 0 && row.totalRequests > 0;
  switch (row.budget.kind) {
    case 'ratio':
      return clean && row.non2xx === 0 && row.requestsPerSecond >= row.budget.min * bareRps;
    case 'p99':
      return clean && row.non2xx === 0 && row.p99Ms <= row.budget.maxMs;
    case 'web':
      return (
        clean &&
        row.non2xx === 0 &&
        row.requestsPerSecond >= row.budget.min * row.budget.base &&
        (row.budget.maxP99 === undefined || row.p99Ms <= row.budget.maxP99)
      );
    case 'orders':
      return (
        clean &&
        row.ordersPerSecond >= row.budget.min &&
        !row.checkout.oversold &&
        row.checkout.allStockSold &&
        Object.keys(row.checkout.unexpectedStatuses).length === 0
      );
    default:
      return clean && row.non2xx === 0;
  }
}

/** The budget as the tables and bench-results/*.json show it. */
export function describeBudget(budget) {
  switch (budget.kind) {
    case 'ratio':
      return `≥ ${budget.min * 100}% of bare`;
    case 'p99':
      return `p99 ≤ ${budget.maxMs} ms`;
    case 'orders':
      return `≥ ${budget.min} orders/s, no oversell`;
    case 'bare':
    case 'yardstick':
      return '—';
    case 'web':
      return `≥ ${budget.min * 100}% of minimal ${budget.of}${budget.maxP99 ? `, p99 ≤ ${budget.maxP99} ms` : ''}`;
    default:
      return 'no errors';
  }
}

/** The table of `npm run bench`: each row beside the bare server. */
export function formatTable(rows, bareRps) {
  const lines = [
    '| target | conns | req/s | p50 ms | p99 ms | ratio to bare | budget | result |',
    '|---|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const row of rows) {
    const ratio = row.requestsPerSecond / bareRps;
    const rate =
      row.budget.kind === 'orders'
        ? `${Math.round(row.ordersPerSecond).toLocaleString('en-US')} orders/s`
        : Math.round(row.requestsPerSecond).toLocaleString('en-US');
    const result = row.budget.kind === 'bare' ? '—' : row.passed ? 'ok' : 'FAIL';
    lines.push(
      `| ${row.target} | ${row.connections} | ${rate} | ${row.p50Ms} | ${row.p99Ms} | ${(ratio * 100).toFixed(1)}% | ${describeBudget(row.budget)} | ${result} |`,
    );
  }
  return lines.join('\n');
}

/** The table of `--web`: each page beside the minimal Next.js page its budget is a share of. */
export function formatWebTable(rows) {
  const lines = [
    '| page | conns | req/s | p50 ms | p99 ms | share of minimal | budget | result |',
    '|---|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const row of rows) {
    const share = row.budget.base
      ? `${((row.requestsPerSecond / row.budget.base) * 100).toFixed(0)}% of ${row.budget.of}`
      : '—';
    const result = row.budget.kind === 'yardstick' ? '—' : row.passed ? 'ok' : 'FAIL';
    lines.push(
      `| ${row.target} | ${row.connections} | ${Math.round(row.requestsPerSecond).toLocaleString('en-US')} | ${row.p50Ms} | ${row.p99Ms} | ${share} | ${describeBudget(row.budget)} | ${result} |`,
    );
  }
  return lines.join('\n');
}

/** The table of `--cluster`: the rows through nginx, with no budget beside them. */
export function formatClusterTable(rows) {
  const lines = ['| target | conns | req/s | p50 ms | p99 ms | result |', '|---|---:|---:|---:|---:|---|'];
  for (const row of rows) {
    const rate =
      row.budget.kind === 'orders'
        ? `${Math.round(row.ordersPerSecond).toLocaleString('en-US')} orders/s`
        : Math.round(row.requestsPerSecond).toLocaleString('en-US');
    lines.push(
      `| ${row.target} | ${row.connections} | ${rate} | ${row.p50Ms} | ${row.p99Ms} | ${row.passed ? 'ok' : 'FAIL'} |`,
    );
  }
  return lines.join('\n');
}

/** The one-row table of `--live`, with the blank lines around it. */
export function formatLiveTable(row) {
  return (
    `\n| target | p50 ms | p99 ms | max ms | budget | result |\n|---|---:|---:|---:|---|---|\n` +
    `| ${row.target} | ${row.p50} | ${row.p99} | ${row.max} | ${row.budget} | ${row.passed ? '✓' : '✗'} |\n\n`
  );
}

/** The one-row table of `--saved-searches`, with the blank lines around it. */
export function formatSavedSearchTable(row) {
  return (
    `\n| target | publish p50 ms | publish p99 ms | to notification p50 ms | to notification p99 ms | told per listing | commits per listing | index rows per listing | seq scans |\n` +
    `|---|---:|---:|---:|---:|---:|---:|---:|---:|\n` +
    `| ${row.target} | ${row.publishP50} | ${row.publishP99} | ${row.notifyP50} | ${row.notifyP99} | ${row.toldPerListing} | ` +
    `${row.commitsPerListing} | ${row.indexRowsPerListing} | ${row.seqScans} |\n\n`
  );
}

/** The one-row table of `--streams` and the line on what was opened and held, with blank lines around. */
export function formatStreamsTable(row) {
  const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
  return (
    `\n| target | held | RSS before → after MB | heap before → after MB | RSS/stream kB | heap/stream kB | event p50 ms | event p99 ms | result |\n` +
    `|---|---:|---:|---:|---:|---:|---:|---:|---|\n` +
    `| ${row.target} | ${row.stillOpen.toLocaleString('en-US')} | ${mb(row.memoryBefore.rss)} → ${mb(row.memoryAfter.rss)} | ` +
    `${mb(row.memoryBefore.heapUsed)} → ${mb(row.memoryAfter.heapUsed)} | ${row.rssPerStreamKb} | ${row.heapPerStreamKb} | ` +
    `${row.p50} | ${row.p99} | ${row.passed ? 'ok' : 'FAIL'} |\n\n` +
    `Open-file limit of the API: ${row.fileLimit.soft} (hard ${row.fileLimit.hard}); opened ${row.opened} of ${row.asked} ` +
    `in ${row.openSeconds} s${Object.keys(row.failures).length ? `, refused: ${JSON.stringify(row.failures)}` : ''}; ` +
    `${row.stillOpen} still open after ${row.holdSeconds} s and ${row.events} events (max ${row.max} ms).\n`
  );
}

/** Under a table: the checkout's counts, and any row that had errors, non-2xx answers or timeouts. */
export function printDetails(rows) {
  for (const row of rows) {
    if (row.checkout) {
      const c = row.checkout;
      process.stdout.write(
        `checkout: ${c.buyers} buyers, stock ${c.initialStock}: ${c.placedCheckouts} checkouts (${c.placedOrders} orders), ` +
          `${c.soldUnits} units sold, ${c.stockLeft} left, statuses ${JSON.stringify(c.statusCounts)}; ` +
          `${c.oversold ? 'OVERSOLD' : 'no oversell'}${c.allStockSold ? '' : ' (but not every unit was sold)'}\n`,
      );
    } else if (row.non2xx || row.errors || row.timeouts) {
      process.stdout.write(
        `${row.target}: ${row.non2xx} non-2xx, ${row.errors} errors, ${row.timeouts} timeouts out of ${row.totalRequests}\n`,
      );
    }
  }
}
