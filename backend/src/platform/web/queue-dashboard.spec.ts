import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ONLY_MASTERS_CHANGE_QUEUES,
  QueueDashboardAdmin,
  describeChange,
  queueDashboardGuard,
} from './queue-dashboard';

const master: QueueDashboardAdmin = { id: 'm', email: 'm@example.com', master: true };
const ordinary: QueueDashboardAdmin = { id: 'a', email: 'a@example.com', master: false };

const request = (method: string, url: string, origin?: string) =>
  ({
    method,
    url,
    headers: { host: 'shop.test', ...(origin ? { origin } : {}) },
  }) as unknown as FastifyRequest;

function reply() {
  const sent: { status?: number; body?: unknown } = {};
  const r = {
    status: (code: number) => ((sent.status = code), r),
    send: async (body: unknown) => void (sent.body = body),
  };
  return { reply: r as unknown as FastifyReply, sent };
}

function guardFor(admin: QueueDashboardAdmin | null) {
  const changes: string[] = [];
  const guard = queueDashboardGuard({
    currentAdmin: async () => admin,
    recordChange: async (who, change) => void changes.push(`${who.email} ${change}`),
  });
  return { guard, changes };
}

describe('queueDashboardGuard', () => {
  it('lets any admin read, as a reader unless master', async () => {
    for (const [admin, role] of [
      [ordinary, 'reader'],
      [master, 'writer'],
    ] as const) {
      const { guard, changes } = guardFor(admin);
      expect(await guard(request('GET', '/admin/queues/api/queues'), reply().reply)).toBe(role);
      expect(changes).toEqual([]);
    }
  });

  it('answers 401 without an admin', async () => {
    const { guard } = guardFor(null);
    const { reply: r, sent } = reply();
    expect(await guard(request('GET', '/admin/queues'), r)).toBeNull();
    expect(sent).toEqual({ status: 401, body: { statusCode: 401, message: 'Unauthorized' } });
  });

  it('refuses an ordinary admin every change, recording nothing', async () => {
    const { guard, changes } = guardFor(ordinary);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const { reply: r, sent } = reply();
      const req = request(method, '/admin/queues/api/queues/mail/add', 'https://shop.test');
      expect(await guard(req, r)).toBeNull();
      expect(sent).toEqual({
        status: 403,
        body: { statusCode: 403, message: ONLY_MASTERS_CHANGE_QUEUES },
      });
    }
    expect(changes).toEqual([]);
  });

  it('records a master change before letting it through, and refuses other origins', async () => {
    const { guard, changes } = guardFor(master);
    const { reply: foreign, sent } = reply();
    const forged = request('PUT', '/admin/queues/api/queues/mail/pause', 'https://evil.test');
    expect(await guard(forged, foreign)).toBeNull();
    expect(sent.status).toBe(403);
    const own = request('PUT', '/admin/queues/api/queues/mail/pause', 'https://shop.test');
    expect(await guard(own, reply().reply)).toBe('writer');
    expect(changes).toEqual(['m@example.com PUT /api/queues/mail/pause']);
  });
});

describe('describeChange', () => {
  it('names the method and Bull Board path (queue, job id), without the query', () => {
    expect(describeChange(request('PUT', '/admin/queues/api/queues/mail/42/retry?x=1'))).toBe(
      'PUT /api/queues/mail/42/retry',
    );
    expect(describeChange(request('PUT', '/admin/queues/api/queues/a%20b/pause'))).toBe(
      'PUT /api/queues/a b/pause',
    );
  });
});
