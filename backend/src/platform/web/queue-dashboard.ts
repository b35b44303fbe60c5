import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter as BullBoardFastifyAdapter } from '@bull-board/fastify';
import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplication } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ALL_QUEUES } from '../../shared/queues/queue-names';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

export type QueueDashboardGuard = (req: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** Bull Board at /admin/queues; every request passes `allow` first (the admin guard). */
export async function mountQueueDashboard(
  app: INestApplication,
  allow: QueueDashboardGuard,
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  const serverAdapter = new BullBoardFastifyAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: ALL_QUEUES.map((name) => new BullMQAdapter(app.get<Queue>(getQueueToken(name)))),
    serverAdapter,
  });
  await fastify.register(
    async (scope) => {
      scope.addHook('onRequest', async (req, reply) => {
        if (!(await allow(req, reply))) return reply;
      });
      await scope.register(serverAdapter.registerPlugin());
    },
    { prefix: QUEUE_DASHBOARD_PATH },
  );
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
