import request from 'supertest';
import { ProbeController } from '../support/probe.controller';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * Per-IP limits key on the address the trusted proxy saw, never on what a client writes into
 * X-Forwarded-For (docs/decisions.md#client-addresses). Requests come from loopback, standing in
 * for the proxy.
 */
describe('client address behind proxies', () => {
  async function hitLimited(t: TestApp, forwardedFor: (i: number) => string | null) {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const agent = request.agent(t.app.getHttpServer());
      const header = forwardedFor(i);
      if (header) void agent.set('X-Forwarded-For', header);
      const token = (await agent.get('/api/user/token').expect(200)).body.csrfToken as string;
      const res = await agent.post('/api/test-probe/limited').set('x-csrf-token', token);
      statuses.push(res.status);
    }
    return statuses;
  }

  describe('behind one proxy (TRUST_PROXY_HOPS=1)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(
        { controllers: [ProbeController] },
        { TRUST_PROXY_HOPS: '1', TRUST_PROXY_ADDRESSES: '' },
      );
    });
    afterAll(() => t?.close());

    it('a forged X-Forwarded-For does not escape the per-IP limit (3 a minute)', async () => {
      // The client forges a new first entry each time; the proxy appends the real address.
      const statuses = await hitLimited(t, (i) => `198.51.100.${i}, 203.0.113.77`);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
    });

    it('different real clients behind the proxy keep limits of their own', async () => {
      const statuses = await hitLimited(t, (i) => `203.0.113.${100 + i}`);
      expect(statuses).toEqual([201, 201, 201, 201, 201]);
    });
  });

  describe('with no proxy trusted (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ controllers: [ProbeController] }, { TRUST_PROXY_ADDRESSES: '' });
    });
    afterAll(() => t?.close());

    it('ignores X-Forwarded-For: every forged value is the same connecting client', async () => {
      const statuses = await hitLimited(t, (i) => `198.51.100.${50 + i}`);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
    });
  });
});
