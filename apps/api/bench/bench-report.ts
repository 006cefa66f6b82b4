/**
 * The bench's report: a Markdown table per setup (pasted into docs/performance.md), each path's req/s as a ratio
 * to the bare node:http hello-world of the same run and, where measured, to the same SQL on a bare server; then
 * the cores the serving processes and the load generator kept busy, and the server's CPU time per request. A path
 * whose load generator sits near one core is limited by the client, not the server: its µs/req still compares.
 */
import type { BenchRow } from './bench-load.ts';

const HELLO = 'hello-world (bare node:http)';

export function printReport(report: {
  rows: BenchRow[];
  memory: Array<{ setup: string; process: string; peakMb: number }>;
  cold: Array<{ setup: string; path: string; ms: number }>;
}): void {
  const hello = report.rows.find((row) => row.target === HELLO)?.reqPerSec ?? Number.NaN;
  const floorOf = (setup: string, target: string) => {
    const scale = /^scale \d+/.exec(setup)?.[0];
    // A signed-in read of the same rows is held to the same floor: the session and personal parts are the API's.
    const floorTarget = target.replace(/, signed in$/, '');
    return report.rows.find((row) => row.setup === `${scale}, SQL floor` && row.target === floorTarget)
      ?.reqPerSec;
  };
  const lines = [
    '| setup | path | conns | req/s | p50 ms | p99 ms | bytes/resp | errors | ÷ hello-world | ÷ SQL floor | server cores | load cores | server µs/req |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of report.rows) {
    const floor = row.setup.endsWith('SQL floor') ? undefined : floorOf(row.setup, row.target);
    lines.push(
      `| ${row.setup} | ${row.target} | ${row.connections} | ${Math.round(row.reqPerSec)} | ${row.p50} | ${row.p99} | ` +
        `${row.bytesPerResponse} | ${row.errors} | ${(row.reqPerSec / hello).toFixed(4)} | ` +
        `${floor ? (row.reqPerSec / floor).toFixed(2) : '–'} | ${row.serverCores.toFixed(2)} | ${row.loadCores.toFixed(2)} | ` +
        `${Math.round(row.serverUsPerRequest)} |`,
    );
  }
  console.info(`\n${lines.join('\n')}\n`);
  console.info('Peak resident memory (MB):');
  console.info(report.memory.map((entry) => `- ${entry.setup}: ${entry.process} ${entry.peakMb}`).join('\n'));
  console.info('\nFirst request of a path on a just-started API (empty caches), ms:');
  console.info(report.cold.map((entry) => `- ${entry.setup}: ${entry.path} ${entry.ms}`).join('\n'));
}
