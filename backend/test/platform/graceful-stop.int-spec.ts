import { Controller, Post } from '@nestjs/common';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CsrfExempt } from '@shared/http/csrf-exempt.decorator';
import { createTestApp, TestApp } from '../support/test-app';

const WORK_MS = 300;

@Controller('api/test-slow')
class SlowController {
  @Post()
  @CsrfExempt()
  async slow() {
    await new Promise((resolve) => setTimeout(resolve, WORK_MS));
    return { done: true };
  }
}

/** POSTs on `agent` (kept alive, as browsers and proxies do); answers the status. */
function post(agent: Agent, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/api/test-slow', method: 'POST', agent },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * A SIGTERM (app.close) under load, as the fault suite's drill found it: a request in flight is
 * answered, and the stop then ends at once although the client keeps its connection open. It
 * used to wait for Fastify's 72 s keep-alive timeout, past any orchestrator's grace period, so
 * the API was SIGKILLed before its shutdown hooks ran.
 */
describe('API stop under load', () => {
  let testApp: TestApp;
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });

  beforeAll(async () => {
    testApp = await createTestApp({ controllers: [SlowController] });
    await testApp.app.listen(0, '127.0.0.1');
  });
  afterAll(() => agent.destroy());

  it('answers the requests in flight, then closes kept-alive connections and stops', async () => {
    const { port } = testApp.app.getHttpServer().address() as AddressInfo;
    expect(await post(agent, port)).toBe(201); // a kept-alive connection, idle now
    const inFlight = [post(agent, port), post(agent, port)];
    await new Promise((resolve) => setTimeout(resolve, WORK_MS / 3));

    const started = Date.now();
    const closed = testApp.close().then(() => Date.now() - started);
    expect(await Promise.all(inFlight)).toEqual([201, 201]);
    let timer: NodeJS.Timeout | undefined;
    const tookMs = await Promise.race([
      closed,
      new Promise<number>((resolve) => (timer = setTimeout(() => resolve(Infinity), 3000))),
    ]);
    clearTimeout(timer);
    agent.destroy(); // lets a stuck close end, so the failure is reported and not a hang
    await closed;
    expect(tookMs).toBeLessThan(WORK_MS + 1500);
  });
});
