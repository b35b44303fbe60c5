// `npm run bench`: the API's memory through a connection flood. The built API (bench-stack.ts)
// rests, then FLOOD connections arrive at once (client processes of bench/flood-client.ts,
// 10,000 each, opening 500 at a time), each asking for the offers as a browser does; past
// HTTP_MAX_CONNECTIONS (10,000) the API closes them at the door. Once every connection has been
// answered or closed, the clients close theirs. Target (docs/performance.md#memory):
// within 30 s of the sockets closing, the API's RSS is back within 50 MB of where it rested.
// BENCH_FLOOD_CONNECTIONS (20,000). Alone: `tsx bench/flood.ts` after `npm run build -w backend`.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { sleep } from '@selamtopup/test-kit/run';
import { loadAverage, withStack } from './bench-stack';
import { writeResult } from './bench-support';

const FLOOD = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 20_000);
/** A process's open files are limited (20,000 here): 10,000 connections each. */
const PER_PROCESS = 10_000;
const BACK_WITHIN_MB = 50;
const BACK_WITHIN_S = 30;
const tsx = join(__dirname, '../../node_modules/.bin/tsx');

interface ClientReport {
  opened: number;
  answered: number;
  refused: number;
  held: number;
}

function floodClient(port: string, count: number): Promise<ClientReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [join(__dirname, 'flood-client.ts'), port, String(count)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').pop()!) as ClientReport)
        : reject(new Error(`flood client exited ${code}`)),
    );
  });
}

export async function floodBench(): Promise<boolean> {
  return withStack('flood', {}, async (stack) => {
    // At rest: start-up done, its garbage collected (the API's idle collector looks every 10 s).
    await sleep(25_000);
    const before = stack.rss().apiMb;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, stack.rss().apiMb)), 100);
    const port = new URL(stack.base).port;
    const shares = Array.from({ length: Math.ceil(FLOOD / PER_PROCESS) }, (_, i) =>
      Math.min(PER_PROCESS, FLOOD - i * PER_PROCESS),
    );
    const started = Date.now();
    const reports = await Promise.all(shares.map((n) => floodClient(port, n)));
    const closedAt = Date.now();
    clearInterval(sampler);
    const closed = stack.rss().apiMb;
    // When it came back within the target, and where it stands at the limit: a figure that ends
    // just under the line is told apart from one that goes on falling.
    let back = closed;
    let backAfterS: number | null = null;
    while (Date.now() - closedAt < BACK_WITHIN_S * 1000) {
      await sleep(1000);
      const now = stack.rss().apiMb;
      if (backAfterS === null && now - before <= BACK_WITHIN_MB) {
        backAfterS = (Date.now() - closedAt) / 1000;
        back = now;
      }
    }
    const after = stack.rss().apiMb;
    const sum = (k: keyof ClientReport) => reports.reduce((s, r) => s + r[k], 0);
    const ok = backAfterS !== null;
    console.log(
      `Connection flood: ${sum('opened')} connections in ${((closedAt - started) / 1000).toFixed(1)} s, ` +
        `${sum('answered')} answered, ${sum('opened') - sum('answered')} closed at the door\n` +
        `  API RSS at rest ${before} MB, peak ${peak} MB, ${closed} MB as the sockets closed, ` +
        (backAfterS === null ? '' : `${back} MB ${backAfterS.toFixed(0)} s later, `) +
        `${after} MB ${BACK_WITHIN_S} s later ` +
        `[target within ${BACK_WITHIN_MB} MB of rest within ${BACK_WITHIN_S} s: ${ok ? 'ok' : 'MISSED'}]`,
    );
    writeResult('flood', {
      connections: FLOOD,
      clients: reports,
      rssMb: { before, peak, closed, back, after },
      backAfterSeconds: backAfterS,
      target: { withinMb: BACK_WITHIN_MB, withinSeconds: BACK_WITHIN_S },
      ok,
      node: process.version,
      loadAverage: loadAverage(),
    });
    return ok;
  });
}

if (require.main === module)
  floodBench().then(
    (ok) => process.exit(ok ? 0 : 1),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
