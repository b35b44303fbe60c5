import { ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';

/**
 * Stoplight Prism mocks started from the providers' published OpenAPI specifications
 * (docs/providers.md#published-specifications: where they are published; by default in
 * ../shared/provider-specs beside the repository, else PROVIDER_SPECS_DIR), and a proxy in
 * front of each that records every request's violations from Prism's `sl-violations` header.
 */
export const SPECS =
  process.env.PROVIDER_SPECS_DIR ?? resolve(__dirname, '../../../../shared/provider-specs');
const PRISM = join(__dirname, '../../../node_modules/.bin/prism');

export interface Violation {
  location: string[];
  message: string;
}

/** Forwards to Prism and keeps each answer's request violations. */
export class RecordingProxy {
  readonly seen: { method: string; path: string; status: number; violations: Violation[] }[] = [];
  private server?: Server;
  constructor(private readonly targetPort: number) {}

  get url() {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start() {
    this.server = createServer((req, res) => {
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: this.targetPort,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (answer) => {
          const header = answer.headers['sl-violations'];
          this.seen.push({
            method: req.method!,
            path: req.url!,
            status: answer.statusCode!,
            violations: requestViolations(header ? String(header) : null),
          });
          res.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
    });
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
  }
}

/**
 * The request violations in Prism's header. With many (harmless) response violations, those of
 * its static samples, Prism writes "Too many violations! [...]", the list after the prefix
 * possibly cut short: then any request location in the text counts as a violation. An invalid
 * request is also answered 422, so the tests assert the status too.
 */
export function requestViolations(header: string | null): Violation[] {
  if (!header) return [];
  const list = header.slice(header.indexOf('['));
  try {
    return (JSON.parse(list) as Violation[]).filter((v) => v.location[0] === 'request');
  } catch {
    const found = header.match(/"location":\["request"[^\]]*\]/g) ?? [];
    return found.map((location) => ({ location: ['request'], message: location }));
  }
}

/** A copy of a spec without the patterns JavaScript cannot compile (see the README). */
export function patchedCopy(dir: string, name: string): string {
  const spec = JSON.parse(readFileSync(join(SPECS, `${name}.json`), 'utf8'));
  (function walk(x: unknown) {
    if (!x || typeof x !== 'object') return;
    const o = x as Record<string, unknown>;
    for (const key of Object.keys(o)) {
      if (key === 'pattern' && typeof o[key] === 'string') {
        try {
          new RegExp(o[key] as string, 'u');
        } catch {
          delete o[key];
        }
      } else walk(o[key]);
    }
  })(spec);
  const file = join(dir, `${name}.prism.json`);
  writeFileSync(file, JSON.stringify(spec));
  return file;
}

export async function startPrism(
  file: string,
  port: number,
  args: string[] = [],
): Promise<ChildProcess> {
  const child = spawn(PRISM, ['mock', '-p', String(port), '-h', '127.0.0.1', ...args, file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Prism did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`Prism exited ${code}:\n${output}`)));
  });
  return child;
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
