import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Test, TestingModuleBuilder } from '@nestjs/testing';
import { WorkerModule } from '../../src/worker.module';

/**
 * The real worker process's module, in this test process, with extra environment; `customise`
 * replaces some of its providers (a failing provider, a spy).
 */
export async function startWorker(
  env: Record<string, string> = {},
  customise?: (builder: TestingModuleBuilder) => TestingModuleBuilder,
): Promise<INestApplicationContext> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    if (!customise) {
      const app = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
      await app.init();
      return app;
    }
    const moduleRef = await customise(
      Test.createTestingModule({ imports: [WorkerModule] }),
    ).compile();
    moduleRef.useLogger(false);
    await moduleRef.init();
    return moduleRef;
  } finally {
    process.env = saved;
  }
}
