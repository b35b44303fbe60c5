import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FrontDoor } from './front-door';

/** A server made by the door as Fastify would ask for it, Fastify replaced by a plain answer. */
async function serve(door: FrontDoor): Promise<Server> {
  const fastify = jest.fn((_req, res) => res.end('fastify'));
  const server = (door.serverFactory as (h: unknown, o: unknown) => Server)(fastify, {
    keepAliveTimeout: 5000,
    requestTimeout: 1000,
    connectionTimeout: 0,
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return server;
}

function call(server: Server, path: string, method = 'GET') {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, method, agent: false }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }),
      );
    }).on('error', reject);
  });
}

describe('the front door', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it('answers GETs of its paths itself and leaves everything else to Fastify', async () => {
    const door = new FrontDoor();
    door.add('/hot', (_req, res) => {
      res.writeHead(200, door.fixedHeaders).end('door');
      return true;
    });
    door.add('/not-ready', () => false);
    const observed: unknown[] = [];
    door.observe = (...args) => observed.push(args);
    server = await serve(door);
    expect(server.keepAliveTimeout).toBe(5000);
    expect(server.requestTimeout).toBe(1000);

    expect((await call(server, '/hot')).body).toBe('door');
    expect((await call(server, '/hot?x=1')).body).toBe('fastify'); // a query: Fastify's
    expect((await call(server, '/hot', 'HEAD')).status).toBe(200);
    expect((await call(server, '/other')).body).toBe('fastify');
    expect((await call(server, '/not-ready')).body).toBe('fastify'); // declined
    expect(observed).toEqual([['/hot', 200, expect.any(Number)]]);
  });

  it('ends each connection with its answer once the server has stopped listening', () => {
    const door = new FrontDoor();
    door.add('/hot', (_req, res) => {
      res.end('door');
      return true;
    });
    // Made but not listening, as during a stop (server.close stops listening first).
    const stopped = (door.serverFactory as (h: unknown, o: unknown) => Server)(jest.fn(), {});
    const res = { setHeader: jest.fn(), end: jest.fn(), statusCode: 200 };
    stopped.emit('request', { method: 'GET', url: '/hot', headers: {} }, res);
    expect(res.setHeader).toHaveBeenCalledWith('connection', 'close');
    expect(res.end).toHaveBeenCalledWith('door');
  });
});
