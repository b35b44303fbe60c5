import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '@config/app-config';
import type { SessionData } from '../../domain/session';
import { SessionStore } from '../../ports/session-store.port';

export const SESSION_COOKIE = 'sid';
const loaded = Symbol('session');

type WithSession = FastifyRequest & { [loaded]?: { id: string; data: SessionData } | null };

const newId = () => randomBytes(32).toString('base64url');
/** What newId makes: anything else in the cookie is not ours and gets replaced. */
const ID_SHAPE = /^[\w-]{43}$/;

/**
 * Binds the server-side session to the request through an opaque `HttpOnly`, `SameSite=Lax`
 * cookie. Sessions are loaded lazily, so anonymous GETs (offers, pages) never touch the store.
 *
 * An anonymous visitor has a cookie but nothing stored (docs/decisions.md#anonymous-visitors: one
 * Redis key per
 * `GET /api/user/token` let anyone fill Redis). Their CSRF token is an HMAC of the cookie's id,
 * so it is checked without state; a login stores the first real session.
 */
@Injectable()
export class SessionManager {
  /** Derived from CODE_HMAC_SECRET, so every API instance checks the same tokens. */
  private readonly anonymousKey: Buffer;

  constructor(
    private readonly store: SessionStore,
    private readonly config: AppConfig,
  ) {
    this.anonymousKey = createHmac('sha256', config.codeSecret)
      .update('anonymous-csrf-token')
      .digest();
  }

  private get ttl(): number {
    return this.config.env.SESSION_TTL_SECONDS;
  }

  /** The caller's session, or null when there is none (no cookie, expired, destroyed). */
  async current(req: FastifyRequest): Promise<SessionData | null> {
    const r = req as WithSession;
    if (r[loaded] !== undefined) return r[loaded]?.data ?? null;
    const id = req.cookies?.[SESSION_COOKIE];
    const data = id ? await this.store.touch(id, this.ttl) : null;
    r[loaded] = id && data ? { id, data } : null;
    return data;
  }

  /**
   * The caller's CSRF token: the stored session's, or for an anonymous visitor the HMAC of the
   * cookie's id (a cookie is set when missing; nothing is stored).
   */
  async csrfToken(req: FastifyRequest, reply: FastifyReply): Promise<string> {
    const session = await this.current(req);
    if (session) return session.csrfToken;
    let id = req.cookies?.[SESSION_COOKIE];
    if (!id || !ID_SHAPE.test(id)) {
      id = newId();
      this.setCookie(reply, id);
    }
    return this.anonymousToken(id);
  }

  /** Whether `sent` is the CSRF token of the caller's session (or of their anonymous cookie). */
  async csrfTokenMatches(req: FastifyRequest, sent: string): Promise<boolean> {
    const session = await this.current(req);
    const id = req.cookies?.[SESSION_COOKIE];
    const expected = session
      ? session.csrfToken
      : id && ID_SHAPE.test(id)
        ? this.anonymousToken(id)
        : null;
    if (!expected) return false;
    const x = Buffer.from(sent);
    const y = Buffer.from(expected);
    return x.length === y.length && timingSafeEqual(x, y);
  }

  private anonymousToken(id: string): string {
    return createHmac('sha256', this.anonymousKey).update(id).digest('base64url');
  }

  /** Replaces the session id (login): the old id stops working, the data moves on. */
  async rotate(
    req: FastifyRequest,
    reply: FastifyReply,
    changes: Partial<SessionData>,
  ): Promise<SessionData> {
    const previous = await this.current(req);
    const old = (req as WithSession)[loaded];
    if (old) await this.store.delete(old.id);
    return this.start(req, reply, { ...previous, ...changes });
  }

  /**
   * Admin login: the browser session gets a new id and CSRF token too (what it held, a customer
   * login say, moves on), so an id planted in the browser before the login is worth nothing after
   * it. Answers the new id, which the admin session is bound to.
   */
  async renew(req: FastifyRequest, reply: FastifyReply): Promise<string> {
    await this.rotate(req, reply, {});
    return (req as WithSession)[loaded]!.id;
  }

  /** The id of the stored session the request carries, or null (none, anonymous, expired). */
  async currentId(req: FastifyRequest): Promise<string | null> {
    await this.current(req);
    return (req as WithSession)[loaded]?.id ?? null;
  }

  /** Login: a fresh session id that carries the customer and their current session epoch. */
  async startCustomerSession(
    req: FastifyRequest,
    reply: FastifyReply,
    customerId: string,
  ): Promise<void> {
    await this.rotate(req, reply, {
      customerId,
      customerEpoch: await this.store.customerEpoch(customerId),
    });
  }

  /** The logged-in customer, unless their sessions were revoked since this one began. */
  async currentCustomerId(req: FastifyRequest): Promise<string | null> {
    const session = await this.current(req);
    if (!session?.customerId) return null;
    const epoch = await this.store.customerEpoch(session.customerId);
    return (session.customerEpoch ?? 0) === epoch ? session.customerId : null;
  }

  async update(req: FastifyRequest, changes: Partial<SessionData>): Promise<void> {
    await this.current(req);
    const entry = (req as WithSession)[loaded];
    if (!entry) return;
    entry.data = { ...entry.data, ...changes };
    await this.store.save(entry.id, entry.data, this.ttl);
  }

  /** Ends the session everywhere (logout). */
  async destroy(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.current(req);
    const entry = (req as WithSession)[loaded];
    if (entry) await this.store.delete(entry.id);
    (req as WithSession)[loaded] = null;
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  private async start(
    req: FastifyRequest,
    reply: FastifyReply,
    base: Partial<SessionData>,
  ): Promise<SessionData> {
    const id = newId();
    const data: SessionData = { ...base, csrfToken: newId(), createdAt: Date.now() };
    await this.store.save(id, data, this.ttl);
    (req as WithSession)[loaded] = { id, data };
    this.setCookie(reply, id);
    return data;
  }

  private setCookie(reply: FastifyReply, id: string): void {
    reply.setCookie(SESSION_COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.secureCookies,
      maxAge: this.ttl,
    });
  }
}
