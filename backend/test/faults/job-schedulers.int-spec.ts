import type { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import type Redis from 'ioredis';
import { AppConfig } from '@config/app-config';
import { jobSchedulers } from '@shared/queues/job-schedulers';
import { PrivateRedis } from '@selamtopup/test-kit/private-redis';
import { waitFor } from '../support/smtp-stand-in';
import { startWorker } from '../support/worker';

/**
 * The reconciliation and nightly-sync schedules come back by themselves after Redis lost
 * them, without a worker restart. Redis here is a private redis-server, flushed and restarted.
 */
jest.setTimeout(60_000);

const JOB_SCHEDULERS = jobSchedulers(new AppConfig().env);

describe('job schedulers after Redis lost its data', () => {
  const prefix = `${process.env.REDIS_PREFIX}-schedulers`;
  let redis: PrivateRedis;
  let client: Redis;
  let worker: INestApplicationContext | undefined;
  const queues: Queue[] = [];

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    client = redis.client();
    client.on('error', () => undefined);
  });
  afterEach(async () => {
    await worker?.close();
    worker = undefined;
  });
  afterAll(async () => {
    await Promise.all(queues.map((q) => q.close()));
    client?.disconnect();
    await redis?.stop();
  });

  const schedulerIds = async (): Promise<string[]> => {
    const ids: string[] = [];
    for (const s of JOB_SCHEDULERS) {
      let queue = queues.find((q) => q.name === s.queue);
      if (!queue) {
        queue = new Queue(s.queue, {
          connection: { url: redis.url, maxRetriesPerRequest: null },
          prefix: `${prefix}:bull`,
        });
        queue.on('error', () => undefined);
        queues.push(queue);
      }
      if (await queue.getJobScheduler(s.id)) ids.push(s.id);
    }
    return ids.sort();
  };
  const all = JOB_SCHEDULERS.map((s) => s.id).sort();
  const allBack = async () => ((await schedulerIds()).length === all.length ? true : undefined);

  it('a FLUSHDB: the periodic check puts every scheduler back within seconds', async () => {
    worker = await startWorker({
      REDIS_URL: redis.url,
      REDIS_PREFIX: prefix,
      JOB_SCHEDULER_CHECK_MS: '500',
    });
    expect(await schedulerIds()).toEqual(all);

    // Flushed and counted in one transaction: the 500 ms check may put schedulers back before a
    // separate read (a loaded machine once saw two back already), which is what is tested next.
    const [flushed, counted] = (await client.multi().flushdb().dbsize().exec()) ?? [];
    expect(flushed?.[0]).toBeNull();
    expect(counted?.[1]).toBe(0);
    await waitFor(allBack, 5_000);
    expect(await schedulerIds()).toEqual(all);
  });

  it('a Redis restart without persistence: the reconnect puts them back at once', async () => {
    worker = await startWorker({
      REDIS_URL: redis.url,
      REDIS_PREFIX: prefix,
      JOB_SCHEDULER_CHECK_MS: '600000', // so only the reconnect can bring them back
    });
    expect(await schedulerIds()).toEqual(all);

    await redis.restart();
    await waitFor(allBack, 10_000);
    expect(await schedulerIds()).toEqual(all);
  });
});
