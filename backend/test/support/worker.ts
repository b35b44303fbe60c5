import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { WorkerModule } from '../../src/worker.module';

/** The real worker process's module, in this test process, with extra environment. */
export async function startWorker(
  env: Record<string, string> = {},
): Promise<INestApplicationContext> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    const app = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
    await app.init();
    return app;
  } finally {
    process.env = saved;
  }
}
