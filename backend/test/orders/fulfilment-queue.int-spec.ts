import { randomUUID } from 'node:crypto';
import { Job, Queue, Worker } from 'bullmq';
import { AppConfig } from '@config/app-config';
import { BullmqFulfilmentQueue } from '@modules/orders/infra/bullmq-fulfilment-queue';
import { QUEUES } from '@shared/queues/queue-names';

/**
 * Handing an order to the fulfilment queue while its job moves under us (a worker, another
 * webhook, the sweep): the caller, often a Stripe webhook, must never get an error for a job that
 * is queued anyway. Real Redis, a queue of this file's own and no worker, so states stay put
 * unless a test moves them.
 */
describe('BullmqFulfilmentQueue.enqueue under races', () => {
  const connection = { url: process.env.REDIS_URL || 'redis://127.0.0.1:6379' };
  let queue: Queue<{ orderId: string }>;
  let fulfilment: BullmqFulfilmentQueue;

  const prefix = `${process.env.REDIS_PREFIX}-enqueue-${process.pid}:bull`;

  beforeAll(() => {
    queue = new Queue(QUEUES.fulfilment, { connection, prefix });
    fulfilment = new BullmqFulfilmentQueue(queue, new AppConfig());
  });
  beforeEach(() => queue.obliterate({ force: true }));
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
  });

  const stateOf = async (id: string) => (await queue.getJob(id))?.getState();

  it('runs at once a job waiting out its backoff', async () => {
    const id = randomUUID();
    await queue.add('fulfil', { orderId: id }, { jobId: id, delay: 160_000 });
    await fulfilment.enqueue(id);
    expect(await stateOf(id)).toBe('waiting');
  });

  it('answers without error when the delayed job ran, failed and was delayed again before promote', async () => {
    const id = randomUUID();
    await queue.add('fulfil', { orderId: id }, { jobId: id, delay: 160_000 });
    // What BullMQ answers when the job left 'delayed' between our look and our promote; by the
    // time we look again it waits out a new backoff, 'delayed' once more.
    const promote = jest
      .spyOn(Job.prototype, 'promote')
      .mockRejectedValueOnce(new Error(`Job ${id} is not in the delayed state. promote`));
    await expect(fulfilment.enqueue(id)).resolves.toBeUndefined();
    expect(promote).toHaveBeenCalledTimes(1);
    expect(await stateOf(id)).toBe('delayed');
  });

  it('answers without error when another caller promoted the job first', async () => {
    const id = randomUUID();
    await queue.add('fulfil', { orderId: id }, { jobId: id, delay: 160_000 });
    await Promise.all([fulfilment.enqueue(id), fulfilment.enqueue(id), fulfilment.enqueue(id)]);
    expect(await stateOf(id)).toBe('waiting');
  });

  it('fails when the delayed job vanished before it could be promoted', async () => {
    const id = randomUUID();
    await queue.add('fulfil', { orderId: id }, { jobId: id, delay: 160_000 });
    jest.spyOn(Job.prototype, 'promote').mockImplementationOnce(async function (this: Job) {
      await this.remove();
      throw new Error(`Missing key for job ${id}. promote`);
    });
    await expect(fulfilment.enqueue(id)).rejects.toThrow(/Missing key/);
  });

  /** A job completed by hand, as a worker does it (BullMQ's manual processing). */
  async function completedJob(id: string): Promise<void> {
    await queue.add('fulfil', { orderId: id }, { jobId: id });
    await take(id, (job) => job.moveToCompleted('done', 'test-token', false));
  }
  async function take(id: string, then: (job: Job) => Promise<unknown> = async () => undefined) {
    const taker = new Worker(QUEUES.fulfilment, null, { connection, prefix });
    try {
      const job = (await taker.getNextJob('test-token')) as Job;
      expect(job.id).toBe(id);
      await then(job);
    } finally {
      await taker.close();
    }
  }

  it('replaces a completed job once when two callers hand the order back at once', async () => {
    const id = randomUUID();
    await completedJob(id);
    await Promise.all([fulfilment.enqueue(id), fulfilment.enqueue(id)]);
    expect(await stateOf(id)).toBe('waiting');
    expect(await queue.getJobCounts('waiting', 'completed')).toMatchObject({
      waiting: 1,
      completed: 0,
    });
  });

  it('answers without error when another caller replaced the completed job and a worker took it', async () => {
    const id = randomUUID();
    await completedJob(id);
    const remove = Job.prototype.remove;
    jest.spyOn(Job.prototype, 'remove').mockImplementationOnce(async function (this: Job) {
      // Between our look and our remove: the other caller's remove and add, a worker's pick-up.
      await remove.call(await queue.getJob(id));
      await queue.add('fulfil', { orderId: id }, { jobId: id });
      await take(id);
      return remove.call(this);
    });
    await expect(fulfilment.enqueue(id)).resolves.toBeUndefined();
    expect(await stateOf(id)).toBe('active');
  });
});
