import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '@config/app-config';
import type { Admin } from '../../domain/admin';
import { PENDING_LOGIN_TTL_SECONDS } from '../../domain/second-factor';
import type { AdminSessionData, PendingAdminLogin } from '../../domain/session';
import { AdminRepository } from '../../ports/admin-repository.port';
import { SessionStore } from '../../ports/session-store.port';
import { SessionManager } from './session-manager';

export const ADMIN_SESSION_COOKIE = 'asid';
const loaded = Symbol('adminSession');

type WithAdminSession = FastifyRequest & {
  [loaded]?: { id: string; admin: Admin } | null;
};

/** Store keys of admin sessions never collide with customers' (a cookie swapped finds nothing). */
const storeKey = (id: string) => `admin:${id}`;

/** The pending login of one browser session (keyed by a hash: the store never holds the id). */
const pendingKey = (browser: string) => `admin-login:${browserSessionHash(browser)}`;

/** What the admin session keeps of the browser session id: enough to compare, not to use. */
const browserSessionHash = (id: string) => createHash('sha256').update(id).digest('base64url');

/**
 * The admin's own session: cookie `asid` (`HttpOnly`, `SameSite=Strict`: the back office is
 * never entered from another site with a live session), data in the shared session store. Every
 * request re-reads the admin, so a deleted admin or a raised session epoch ends it at once.
 *
 * The CSRF token comes from the browser session (cookie `sid`), so login renews that one as well
 * and the admin session is bound to the new id: with any other `sid` (one planted in the browser
 * before or after the login, whose token its planter knows) the request has no admin. A customer
 * logout in the same browser ends the browser session and so the back-office session with it.
 */
@Injectable()
export class AdminSessionManager {
  constructor(
    private readonly store: SessionStore,
    private readonly admins: AdminRepository,
    private readonly browserSessions: SessionManager,
    private readonly config: AppConfig,
  ) {}

  private get ttl(): number {
    return this.config.env.ADMIN_SESSION_TTL_SECONDS;
  }

  /**
   * The logged-in admin, or null (no cookie, expired, logged out, deleted, epoch raised, or not
   * the browser session the admin logged in with).
   */
  async currentAdmin(req: FastifyRequest): Promise<Admin | null> {
    const r = req as WithAdminSession;
    if (r[loaded] !== undefined) return r[loaded]?.admin ?? null;
    r[loaded] = null;
    const id = req.cookies?.[ADMIN_SESSION_COOKIE];
    if (!id) return null;
    const session = await this.store.touch<AdminSessionData>(storeKey(id), this.ttl);
    if (!session?.adminId) return null;
    const browser = await this.browserSessions.currentId(req);
    if (!browser || browserSessionHash(browser) !== session.browserSession) return null;
    const admin = await this.admins.findById(session.adminId);
    if (!admin || admin.sessionEpoch !== session.epoch) return null;
    r[loaded] = { id, admin };
    return admin;
  }

  /**
   * Login (and password change): a new admin session id and a new browser session id; the ones
   * the browser had stop working.
   */
  async start(req: FastifyRequest, reply: FastifyReply, admin: Admin): Promise<void> {
    await this.end(req, reply);
    const browser = await this.browserSessions.renew(req, reply);
    const id = randomBytes(32).toString('base64url');
    const data: AdminSessionData = {
      adminId: admin.id,
      epoch: admin.sessionEpoch,
      browserSession: browserSessionHash(browser),
      createdAt: Date.now(),
    };
    await this.store.save(storeKey(id), data, this.ttl);
    (req as WithAdminSession)[loaded] = { id, admin };
    reply.setCookie(ADMIN_SESSION_COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.secureCookies,
      maxAge: this.ttl,
    });
  }

  /** Logout: the session is deleted from the store and the cookie cleared. */
  async end(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const id = req.cookies?.[ADMIN_SESSION_COOKIE];
    if (id) await this.store.delete(storeKey(id));
    (req as WithAdminSession)[loaded] = null;
    reply.clearCookie(ADMIN_SESSION_COOKIE, { path: '/' });
  }

  /**
   * The password was right and a second factor is due: the browser session gets a new id (and
   * CSRF token), and the pending login is kept next to it, so only this browser can finish it.
   */
  async startPending(
    req: FastifyRequest,
    reply: FastifyReply,
    pending: Omit<PendingAdminLogin, 'id'>,
  ): Promise<PendingAdminLogin> {
    await this.end(req, reply);
    const browser = await this.browserSessions.renew(req, reply);
    const data: PendingAdminLogin = { id: randomBytes(16).toString('base64url'), ...pending };
    await this.store.save(pendingKey(browser), data, PENDING_LOGIN_TTL_SECONDS);
    return data;
  }

  /** The browser session's pending login, or null (none, expired, finished, another browser). */
  async pending(req: FastifyRequest): Promise<PendingAdminLogin | null> {
    const browser = await this.browserSessions.currentId(req);
    if (!browser) return null;
    // Each step extends it (the store only has touch); its wrong codes stay bounded by the tries.
    const data = await this.store.touch<PendingAdminLogin>(
      pendingKey(browser),
      PENDING_LOGIN_TTL_SECONDS,
    );
    return data?.adminId ? data : null;
  }

  async endPending(req: FastifyRequest): Promise<void> {
    const browser = await this.browserSessions.currentId(req);
    if (browser) await this.store.delete(pendingKey(browser));
  }
}
