// `npm run bench`: throughput of the built API (its own process, as in production) against a bare
// Node server sending the same bytes. Cases marked `budget` must reach 70 % of the bare server
// (shared/design/DECISIONS.md sets it for the offers answer); the others are reported for
// comparison. Needs `npm run build` and PostgreSQL/Redis as npm start has them.
import { spawn } from 'node:child_process';
import { createServer, get, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { APP_NODE_FLAGS } from '../../scripts/lib/processes';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const BUDGET = 0.7;
const PORT = Number(process.env.BENCH_PORT ?? 3901);

const cases = [
  { name: 'GET /api/health (database + Redis ping)', path: '/api/health', budget: false },
  { name: 'GET / (customer site index)', path: '/', budget: false },
  {
    name: 'GET /api/product/offers (gzip, from memory)',
    path: '/api/product/offers',
    budget: true,
    gzip: true,
  },
];

async function measure(url: string, gzip = false): Promise<number> {
  const headers = gzip ? { 'accept-encoding': 'gzip' } : undefined;
  const result = await autocannon({ url, connections: 20, duration: DURATION, headers });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

/** The exact bytes and headers the API sends (compressed when asked), for the bare server. */
function rawBody(
  url: string,
  gzip: boolean,
): Promise<{ bytes: Buffer; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: gzip ? { 'accept-encoding': 'gzip' } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers: Record<string, string> = {
          'content-type': String(res.headers['content-type']),
        };
        if (res.headers['content-encoding'])
          headers['content-encoding'] = String(res.headers['content-encoding']);
        resolve({ bytes: Buffer.concat(chunks), headers });
      });
    }).on('error', reject);
  });
}

async function bareServer(body: Buffer, headers: Record<string, string>): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { ...headers, 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return server;
}

async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The API did not start (did you run `npm run build`?)');
}

async function main(): Promise<void> {
  const api = spawn(process.execPath, [...APP_NODE_FLAGS, join(__dirname, '../dist/main.js')], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${PORT}`;
  let failed = false;
  try {
    await waitForHealth(base);
    for (const c of cases) {
      const body = await rawBody(base + c.path, Boolean(c.gzip));
      const bare = await bareServer(body.bytes, body.headers);
      const bareRps = await measure(
        `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`,
        c.gzip,
      );
      bare.close();
      const apiRps = await measure(base + c.path, c.gzip);
      const ratio = apiRps / bareRps;
      const verdict = !c.budget ? 'info' : ratio >= BUDGET ? 'ok' : 'OVER BUDGET';
      if (c.budget && ratio < BUDGET) failed = true;
      console.log(
        `${c.name}: ${apiRps.toFixed(0)} req/s, bare Node ${bareRps.toFixed(0)} req/s, ${(ratio * 100).toFixed(0)} % [${verdict}]`,
      );
    }
  } finally {
    api.kill('SIGTERM');
  }
  process.exit(failed ? 1 : 0);
}

void main();
