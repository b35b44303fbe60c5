import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../../../../config/app-config';
import type { Admin } from '../../domain/admin';
import type { AdminSessionData } from '../../domain/session';
import { AdminRepository } from '../../ports/admin.repository';
import { SessionStore } from '../../ports/session.store';

export const ADMIN_SESSION_COOKIE = 'asid';
const loaded = Symbol('adminSession');

type WithAdminSession = FastifyRequest & {
  [loaded]?: { id: string; admin: Admin } | null;
};

/** Store keys of admin sessions never collide with customers' (a cookie swapped finds nothing). */
const storeKey = (id: string) => `admin:${id}`;

/**
 * The admin's own session: cookie `asid` (`HttpOnly`, `SameSite=Strict`: the back office is
 * never entered from another site with a live session), data in the shared session store. Every
 * request re-reads the admin, so a deleted admin or a raised session epoch ends it at once.
 */
@Injectable()
export class AdminSessionManager {
  constructor(
    private readonly store: SessionStore,
    private readonly admins: AdminRepository,
    private readonly config: AppConfig,
  ) {}

  private get ttl(): number {
    return this.config.env.ADMIN_SESSION_TTL_SECONDS;
  }

  /** The logged-in admin, or null (no cookie, expired, logged out, deleted, epoch raised). */
  async currentAdmin(req: FastifyRequest): Promise<Admin | null> {
    const r = req as WithAdminSession;
    if (r[loaded] !== undefined) return r[loaded]?.admin ?? null;
    r[loaded] = null;
    const id = req.cookies?.[ADMIN_SESSION_COOKIE];
    if (!id) return null;
    const session = await this.store.touch<AdminSessionData>(storeKey(id), this.ttl);
    if (!session?.adminId) return null;
    const admin = await this.admins.findById(session.adminId);
    if (!admin || admin.sessionEpoch !== session.epoch) return null;
    r[loaded] = { id, admin };
    return admin;
  }

  /** Login (and password change): a new session id; the one the browser had stops working. */
  async start(req: FastifyRequest, reply: FastifyReply, admin: Admin): Promise<void> {
    await this.end(req, reply);
    const id = randomBytes(32).toString('base64url');
    const data: AdminSessionData = {
      adminId: admin.id,
      epoch: admin.sessionEpoch,
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
}
