// HTTP load against the API and against its reference, a bare Node server sending the same bytes
// and headers: the offers case (and anything else compared with "how fast can Node send this").
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Bytes of one answer's body as sent (compressed when asked). */
  bodyBytes?: number;
}

/**
 * autocannon keeps every answer's body as a string (`body += chunk`). For a compressed, i.e.
 * binary, body of tens of KB that decoding sets the pace, not the server: ~100 MB/s, 2,300
 * answers/s of 42 KB against 42,000/s for the same size of plain text, API and bare server alike.
 * Nothing here reads the bodies, so the load generator drops them (their bytes are still counted).
 */
function dropBodies(client: unknown): void {
  (client as { pipelinedRequests: { addBody(data: Buffer): void } }).pipelinedRequests.addBody =
    () => undefined;
}

/** autocannon at `connections` for `seconds`; any 4xx/5xx, error or timeout fails the case. */
export async function load(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    setupClient: dropBodies,
  });
  const refused = result['4xx'] + result['5xx'];
  if (refused || result.errors || result.timeouts)
    throw new Error(
      `${url}: ${refused} 4xx/5xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

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
 * of its own like the API: in the load generator's process it would share autocannon's event
 * loop and flatter the API.
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
 * The API and the bare server, never together (they share the cores), in `rounds` alternating
 * turns (bare-API, API-bare, …) of `seconds / rounds` each; each figure is the median of its
 * turns, so a neighbour's burst on a shared machine moves one turn, not the verdict.
 */
export async function againstBare(
  apiUrl: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
  rounds = 3,
): Promise<{ api: LoadFigures; bare: LoadFigures }> {
  const answer = await rawAnswer(apiUrl, headers);
  if (answer.status >= 400) throw new Error(`${apiUrl}: ${answer.status}`);
  const bare = await bareServer(answer);
  const turns = { api: [] as LoadFigures[], bare: [] as LoadFigures[] };
  const turnSeconds = Math.max(1, Math.round(seconds / rounds));
  try {
    for (let round = 0; round < rounds; round++) {
      const order: ('api' | 'bare')[] = round % 2 ? ['api', 'bare'] : ['bare', 'api'];
      for (const side of order)
        turns[side].push(
          await load(side === 'api' ? apiUrl : bare.url, headers, connections, turnSeconds),
        );
    }
  } finally {
    bare.close();
  }
  const summary = (list: LoadFigures[]): LoadFigures => ({
    requestsPerSecond: median(list.map((f) => f.requestsPerSecond)),
    p50Ms: median(list.map((f) => f.p50Ms)),
    p99Ms: median(list.map((f) => f.p99Ms)),
    bodyBytes: answer.bytes.length,
  });
  return { api: summary(turns.api), bare: summary(turns.bare) };
}
