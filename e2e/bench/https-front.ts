// The front a production install puts before the API (docs/operations.md#connection-limits-and-the-reverse-proxy):
// TLS, and HTTP/2 to the browser, HTTP/1.1 with kept-alive connections to the product. Lighthouse
// measures the site through it, as a customer's phone receives it. Without it the phone would
// fetch the page's scripts over HTTP/1.1, six at a time (the product itself speaks plain HTTP),
// which no visitor of the real site does. The certificate is made at start and trusted by the
// bench's Chromium only (--ignore-certificate-errors).
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

// Connection-level headers of HTTP/1.1, which HTTP/2 forbids and a proxy does not pass on; and
// the host, which the front sets to the product's.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
]);

const endToEnd = (headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  );

export interface HttpsFront {
  /** https://127.0.0.1:<port>, the address to give the browser. */
  url: string;
  close(): Promise<void>;
}

/** Serves `upstream` (the product's http:// address) over TLS and HTTP/2 on a free port. */
export async function startHttpsFront(upstream: string): Promise<HttpsFront> {
  const target = new URL(upstream);
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const server = http2.createSecureServer(
    { key: pems.private, cert: pems.cert, allowHTTP1: true },
    (request, response) => {
      const forwarded = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: request.url,
          headers: { ...endToEnd(request.headers), host: target.host },
          agent,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
          answer.pipe(response);
        },
      );
      forwarded.on('error', () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      request.pipe(forwarded);
    },
  );
  // Chromium keeps its HTTP/2 connection open: closing the front ends them.
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const session of sessions) session.destroy();
        agent.destroy();
      }),
  };
}
