import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import type { ControllerHandlerReturnType, HookContext } from '@bull-board/api/typings/app';
import { FastifyAdapter as BullBoardFastifyAdapter } from '@bull-board/fastify';
import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplication } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mailJobForDisplay } from '@integrations/mailer/mail-job';
import { ALL_QUEUES, QUEUES } from '@shared/queues/queue-names';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';
/** The back office's login page (frontend-admin/src/paths.ts LOGIN_PATH under /admin). */
export const ADMIN_LOGIN_URL = '/admin/Adminconfigpage';

/** Who may do what on the dashboard: readers look, writers also change queues and jobs. */
export type QueueDashboardRole = 'reader' | 'writer';

/**
 * Decides every request before Bull Board sees it: answers it (401, 403) and returns null, or
 * returns the role the request runs with.
 */
export type QueueDashboardGuard = (
  req: FastifyRequest,
  reply: FastifyReply,
) => Promise<QueueDashboardRole | null>;

/**
 * Bull Board at /admin/queues; every request passes `guard` first. Bull Board's own read-only
 * mode is per queue, not per request: the queue list a reader gets says every queue is
 * read-only, so their screens offer no buttons. What stops a reader's change is the guard.
 */
export async function mountQueueDashboard(
  app: INestApplication,
  guard: QueueDashboardGuard,
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  const roles = new WeakMap<object, QueueDashboardRole>();
  const serverAdapter = new BullBoardFastifyAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: ALL_QUEUES.map((name) => queueAdapter(app.get<Queue>(getQueueToken(name)))),
    serverAdapter,
    options: {
      handlerHooks: {
        // Bull Board hands its handlers the request's own headers object: it keys the role.
        after: (context, result) =>
          roles.get(context.request.headers) === 'writer' ? result : asReadOnly(context, result),
      },
    },
  });
  await fastify.register(
    async (scope) => {
      scope.addHook('onRequest', async (req, reply) => {
        const role = await guard(req, reply);
        if (!role) return reply;
        roles.set(req.headers, role);
      });
      await scope.register(serverAdapter.registerPlugin());
    },
    { prefix: QUEUE_DASHBOARD_PATH },
  );
}

/** Mail jobs hold one-time codes and what people wrote: the dashboard shows who and what about. */
function queueAdapter(queue: Queue): BullMQAdapter {
  const adapter = new BullMQAdapter(queue);
  if (queue.name === QUEUES.mail) adapter.setFormatter('data', mailJobForDisplay);
  return adapter;
}

/** The queue list as a reader's screens get it: every queue read-only, no retries offered. */
function asReadOnly(
  context: HookContext,
  result: ControllerHandlerReturnType,
): ControllerHandlerReturnType {
  const body = result.body as { queues?: unknown };
  if (context.route !== '/api/queues' || !Array.isArray(body?.queues)) return result;
  const queues = (body.queues as object[]).map((queue) => ({
    ...queue,
    readOnlyMode: true,
    allowRetries: false,
    allowCompletedRetries: false,
  }));
  return { ...result, body: { ...body, queues } };
}

/** The admin behind a dashboard request, as the guard needs them. */
export interface QueueDashboardAdmin {
  id: string;
  email: string;
  master: boolean;
}

export interface QueueDashboardAccess {
  /** The admin of the request's session, or null. */
  currentAdmin(req: FastifyRequest): Promise<QueueDashboardAdmin | null>;
  /** Writes a change to the audit log; the change is made only once it is written. */
  recordChange(admin: QueueDashboardAdmin, change: string): Promise<void>;
}

export const ONLY_MASTERS_CHANGE_QUEUES = 'Only a master admin can change queues and jobs';

/**
 * Admins read the dashboard; only master admins change it (pause, retry, add, edit, clean,
 * remove: every request that is not a read), each change written to the audit log first. Bull
 * Board's screens cannot send our CSRF token, so a change must also come from our own origin
 * (and the admin cookie is Strict).
 */
export function queueDashboardGuard(access: QueueDashboardAccess): QueueDashboardGuard {
  return async (req, reply) => {
    const admin = await access.currentAdmin(req);
    if (!admin) {
      if (isPageVisit(req)) {
        await reply.redirect(ADMIN_LOGIN_URL, 303);
        return null;
      }
      await reply.status(401).send({ statusCode: 401, message: 'Unauthorized' });
      return null;
    }
    if (isSafeMethod(req.method)) return admin.master ? 'writer' : 'reader';
    if (!fromOwnOrigin(req)) {
      await reply.status(403).send({ statusCode: 403, message: 'Invalid CSRF token' });
      return null;
    }
    if (!admin.master) {
      await reply.status(403).send({ statusCode: 403, message: ONLY_MASTERS_CHANGE_QUEUES });
      return null;
    }
    await access.recordChange(admin, describeChange(req));
    return 'writer';
  };
}

/** "PUT /api/queues/mail/pause": the method and Bull Board's path (queue, job id, status). */
export function describeChange(req: FastifyRequest): string {
  const path = req.url.split('?')[0].slice(QUEUE_DASHBOARD_PATH.length) || '/';
  let readable = path;
  try {
    readable = decodeURIComponent(path);
  } catch {
    // A malformed escape is recorded as it came.
  }
  return `${req.method} ${readable}`;
}

/**
 * A browser opening one of the dashboard's pages (a GET that accepts HTML, outside its JSON
 * API): someone logged out is better sent to the login page than shown a 401 body.
 */
export function isPageVisit(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = req.url.split('?')[0].slice(QUEUE_DASHBOARD_PATH.length);
  if (path === '/api' || path.startsWith('/api/')) return false;
  return String(req.headers.accept ?? '').includes('text/html');
}

export const isSafeMethod = (method: string): boolean =>
  method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

/**
 * The browser's Origin (or, failing that, Referer) names this very host: a page of another site
 * cannot make the admin's browser change queues.
 */
export function fromOwnOrigin(req: FastifyRequest): boolean {
  const source = req.headers.origin ?? req.headers.referer;
  if (typeof source !== 'string') return false;
  try {
    return new URL(source).host === req.headers.host;
  } catch {
    return false;
  }
}
