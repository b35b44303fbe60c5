// HTTP load (wrk, wrk.ts) against the API and against its reference, a bare Node server sending
// the same bytes and headers: the offers case (and anything else compared with "how fast can Node
// send this"), each next to the load generator's own ceiling on a trivial answer.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wrk } from './wrk';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Share of its threads' time the load generator was on a CPU (1: saturated). */
  generatorBusy?: number | null;
  /** Bytes of one answer's body as sent (compressed when asked). */
  bodyBytes?: number;
}

/**
 * wrk at `connections` for `seconds` (wrk.ts); any answer above 399, error or timeout fails the
 * case. wrk reads the bodies into one buffer it reuses and keeps nothing of them.
 */
export const load = wrk;

export interface RawAnswer {
  status: number;
  bytes: Buffer;
  headers: Record<string, string>;
}

/** Set by Node's http for each response itself (or per connection), never copied. */
const PER_RESPONSE = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/**
 * The exact body and headers the API sends for these request headers: the reference sends the
 * same bytes on the wire, security headers, ETag and all (only what Node sets per response is
 * left to Node).
 */
export function rawAnswer(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers))
          if (!PER_RESPONSE.has(name) && value !== undefined) kept[name] = String(value);
        resolve({ status: res.statusCode ?? 0, bytes: Buffer.concat(chunks), headers: kept });
      });
    }).on('error', reject);
  });
}

/**
 * The reference's own program: a bare `node:http` server answering every request with the bytes
 * and headers in the file named by its first argument, printing its port once listening.
 */
const BARE_SERVER = `
const { createServer } = require('node:http');
const { readFileSync } = require('node:fs');
const { status, headers, body } = JSON.parse(readFileSync(process.argv[1], 'utf8'));
const bytes = Buffer.from(body, 'base64');
const server = createServer((_req, res) => {
  res.writeHead(status, { ...headers, 'content-length': bytes.length });
  res.end(bytes);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

/**
 * A bare `node:http` server answering every request with `answer` (the reference), in a process
 * of its own like the API (in a Node load generator's process it shared that generator's event loop
 * and flattered the API: docs/performance.md#last-run).
 */
export async function bareServer(answer: RawAnswer): Promise<{ url: string; close(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'bare-'));
  const file = join(dir, 'answer.json');
  writeFileSync(
    file,
    JSON.stringify({
      status: answer.status,
      headers: answer.headers,
      body: answer.bytes.toString('base64'),
    }),
  );
  const child = spawn(process.execPath, ['-e', BARE_SERVER, file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim())));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The trivial answer the generator's ceiling is measured on: a few bytes from a bare `node:http`
 * server. No answer costs a server less, so no case can go faster with this generator at these
 * connections and threads: a case well below it is not paced by the generator.
 */
const TRIVIAL: RawAnswer = {
  status: 200,
  headers: { 'content-type': 'text/plain' },
  bytes: Buffer.from('ok'),
};

export interface AgainstBare {
  api: LoadFigures;
  bare: LoadFigures;
  /** The same load on the trivial answer, in the same rounds: the generator's ceiling. */
  ceiling: LoadFigures;
}

/**
 * The API, the bare server and the generator's ceiling (the trivial answer), never together (they
 * share the cores), in `rounds` rounds of `seconds / rounds` each: ceiling, then the API and the
 * bare server in alternating order (bare-API, API-bare, …); each figure is the median of its
 * turns, so a neighbour's burst on a shared machine moves one turn, not the verdict.
 */
export async function againstBare(
  apiUrl: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
  rounds = 3,
): Promise<AgainstBare> {
  const answer = await rawAnswer(apiUrl, headers);
  if (answer.status >= 400) throw new Error(`${apiUrl}: ${answer.status}`);
  const bare = await bareServer(answer);
  const trivial = await bareServer(TRIVIAL).catch((err: unknown) => {
    bare.close();
    throw err;
  });
  const urls = { api: apiUrl, bare: bare.url, ceiling: trivial.url };
  const turns = {
    api: [] as LoadFigures[],
    bare: [] as LoadFigures[],
    ceiling: [] as LoadFigures[],
  };
  const turnSeconds = Math.max(1, Math.round(seconds / rounds));
  try {
    for (let round = 0; round < rounds; round++) {
      const order: ('api' | 'bare' | 'ceiling')[] =
        round % 2 ? ['ceiling', 'api', 'bare'] : ['ceiling', 'bare', 'api'];
      for (const side of order)
        turns[side].push(
          await load(urls[side], side === 'ceiling' ? {} : headers, connections, turnSeconds),
        );
    }
  } finally {
    bare.close();
    trivial.close();
  }
  const summary = (list: LoadFigures[], bodyBytes: number): LoadFigures => {
    const busy = list.map((f) => f.generatorBusy).filter((b) => typeof b === 'number');
    return {
      requestsPerSecond: median(list.map((f) => f.requestsPerSecond)),
      p50Ms: median(list.map((f) => f.p50Ms)),
      p99Ms: median(list.map((f) => f.p99Ms)),
      generatorBusy: busy.length ? median(busy) : null,
      bodyBytes,
    };
  };
  return {
    api: summary(turns.api, answer.bytes.length),
    bare: summary(turns.bare, answer.bytes.length),
    ceiling: summary(turns.ceiling, TRIVIAL.bytes.length),
  };
}
