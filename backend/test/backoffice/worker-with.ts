import type { INestApplicationContext } from '@nestjs/common';
import { Test, TestingModuleBuilder } from '@nestjs/testing';
import { WorkerModule } from '../../src/worker.module';

/** The real worker module with some providers replaced (a failing provider, a spy). */
export async function startWorkerWith(
  env: Record<string, string>,
  customise: (builder: TestingModuleBuilder) => TestingModuleBuilder,
): Promise<INestApplicationContext> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
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
