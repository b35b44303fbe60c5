import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { WorkerModule } from './worker.module';
import { startIdleCollector } from '@platform/memory/idle-collector';

/**
 * BullMQ processors only. On SIGTERM the workers stop taking jobs and finish the ones they hold
 * before the process exits; a job cut off by a hard kill is picked up again as stalled.
 */
async function bootstrap(): Promise<void> {
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  app.get(Logger).log('Worker started');
  startIdleCollector();
}

void bootstrap();
