// HTTP load against the API and against its reference, a bare Node server sending the same bytes
// and headers: the offers case (and anything else compared with "how fast can Node send this").
import { createServer, get, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Bytes of one answer's body as sent (compressed when asked). */
  bodyBytes?: number;
}

/** autocannon at `connections` for `seconds`; any 4xx/5xx, error or timeout fails the case. */
export async function load(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<LoadFigures> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
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

/** A bare `node:http` server answering every request with `answer` (the reference). */
export async function bareServer(answer: RawAnswer): Promise<{ url: string; close(): void }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.bytes.length });
    res.end(answer.bytes);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => server.close(),
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
