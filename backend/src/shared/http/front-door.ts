import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';

interface ServerSettings {
  http?: ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/** What the server itself refuses, past Fastify's own options (platform/web/http-app.ts). */
export interface ConnectionLimits {
  /** Connections open at once; past it a new one is closed as soon as it is accepted. */
  maxConnections?: number;
  /**
   * Connections open at once from one socket address; past it that address's new ones are
   * closed, so one client cannot take every connection the server allows. Unset: no such cap.
   */
  maxConnectionsPerAddress?: number;
}

/** Answers a request itself (true), or leaves it to Fastify (false). */
export type FrontDoorHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The HTTP server in front of Fastify, for the one hot route whose answer is a ready buffer
 * (GET /api/product/offers, the speed budget of 80 % of a bare Node server,
 * docs/decisions.md#benchmarks). Each hook a
 * request passes through costs ~2.5 % of that budget and a Fastify request passes 14 of them
 * (Nest's adapter, cookies, compression, security headers, middie, metrics…), so the route's
 * ready answer is written here, with the same fixed headers; anything else (another path or
 * method, a query, an answer still to build) goes to Fastify untouched.
 */
export class FrontDoor {
  private readonly handlers = new Map<string, FrontDoorHandler>();
  private server?: Server;
  /** What every answer carries: the security headers (set when the app is configured). */
  fixedHeaders: Readonly<Record<string, string>> = {};
  /** Told of each answer given here, for the request metrics. */
  observe?: (route: string, status: number, seconds: number) => void;

  constructor(private readonly limits: ConnectionLimits = {}) {}

  /** `handler` may answer GET requests for exactly `path` (no query string). */
  add(path: string, handler: FrontDoorHandler): void {
    this.handlers.set(path, handler);
  }

  /** Fastify's serverFactory: a plain HTTP/1.1 server set up as Fastify sets up its own. */
  readonly serverFactory: FastifyServerFactory = (fastifyHandler, fastifyOptions) => {
    // Fastify's resolved options (its defaults filled in); its types leave them open.
    const options = fastifyOptions as ServerSettings;
    const server = createServer(options.http ?? {}, (req, res) => {
      if (!this.answer(req, res)) fastifyHandler(req, res);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    if (this.limits.maxConnections) server.maxConnections = this.limits.maxConnections;
    if (this.limits.maxConnectionsPerAddress)
      capConnectionsPerAddress(server, this.limits.maxConnectionsPerAddress);
    this.server = server;
    return server;
  };

  /**
   * Closes the server if it is listening. Fastify closes a server from a serverFactory only when
   * it listened on it itself; one listened on directly (as supertest and some tests do) would
   * stay open after the app's close.
   */
  close(done: () => void): void {
    if (!this.server?.listening) return done();
    this.server.close(() => done());
  }

  private answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || !req.url) return false;
    const handler = this.handlers.get(req.url);
    if (!handler) return false;
    const started = performance.now();
    // Once the server stops listening (a stop under way), each connection ends with its answer,
    // as Fastify's answers then say (close-connections-on-stop.ts).
    if (this.server && !this.server.listening) res.setHeader('connection', 'close');
    if (!handler(req, res)) return false;
    this.observe?.(req.url, res.statusCode, (performance.now() - started) / 1000);
    return true;
  }
}

/** Closes a new connection when its address already holds `max` (one counter per address). */
function capConnectionsPerAddress(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

const doors = new WeakMap<FastifyInstance, FrontDoor>();

/** Links a Fastify instance to the front door its server was made by. */
export function attachFrontDoor(fastify: FastifyInstance, door: FrontDoor): void {
  doors.set(fastify, door);
}

/** The front door of this Fastify instance, if its server has one (the API's has). */
export function frontDoorOf(fastify: FastifyInstance): FrontDoor | undefined {
  return doors.get(fastify);
}
