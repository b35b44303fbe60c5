import type { ModuleMetadata } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test, TestingModuleBuilder } from '@nestjs/testing';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { ApiModule } from '../../src/api.module';
import { AppConfig } from '@config/app-config';
import { configureApiApp, createFastifyAdapter } from '@platform/web/http-app';

export interface TestApp {
  app: NestFastifyApplication;
  /** A cookie-keeping client, like one browser, with a client IP of its own (rate limits count per IP). */
  agent(): TestAgent;
  close(): Promise<void>;
}

/**
 * The real API module with the real HTTP setup, on the test database and Redis. `extra` adds
 * controllers or overrides for a test.
 */
export async function createTestApp(
  extra: ModuleMetadata = {},
  env: Record<string, string> = {},
  customise: (builder: TestingModuleBuilder) => TestingModuleBuilder = (b) => b,
): Promise<TestApp> {
  const saved = { ...process.env };
  // supertest connects from loopback: trusting it as the one proxy lets each agent send its own
  // X-Forwarded-For, as a load balancer would for distinct visitors.
  Object.assign(process.env, { TRUST_PROXY_ADDRESSES: 'loopback' }, env);
  try {
    const moduleRef = await customise(
      Test.createTestingModule({
        imports: [ApiModule, ...(extra.imports ?? [])],
        controllers: extra.controllers ?? [],
        providers: extra.providers ?? [],
      }),
    ).compile();
    const app = moduleRef.createNestApplication<NestFastifyApplication>(
      createFastifyAdapter(new AppConfig()),
      {
        rawBody: true,
        logger: false,
      },
    );
    await configureApiApp(app);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    return {
      app,
      agent: () => request.agent(app.getHttpServer()).set('X-Forwarded-For', nextClientIp()),
      close: () => app.close(),
    };
  } finally {
    process.env = saved;
  }
}

// Each test file has its own copy of this module, and files share a jest worker (a pid) and the
// rate limits' Redis counters: a random start keeps one file's clients off another's IPs.
let clientCount = Math.floor(Math.random() * 50_000);
const nextClientIp = () => {
  clientCount++;
  return `10.${process.pid % 250}.${Math.floor(clientCount / 250) % 250}.${clientCount % 250}`;
};

/** Fetches the CSRF token for the agent's session (starting one). */
export async function csrfToken(agent: TestAgent): Promise<string> {
  const res = await agent.get('/api/user/token').expect(200);
  return res.body.csrfToken as string;
}
