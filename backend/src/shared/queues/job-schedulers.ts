import type { JobSchedulerTemplateOptions, RepeatOptions } from 'bullmq';
import type { Env } from '@config/env.schema';
import { JOBS, QUEUES, QueueName } from './queue-names';

export interface JobSchedulerDefinition {
  /** The scheduler's key in BullMQ: upserting the same key never makes a second schedule. */
  id: string;
  queue: QueueName;
  repeat: Omit<RepeatOptions, 'key'>;
  job: { name: string; opts?: JobSchedulerTemplateOptions };
}

/**
 * Every recurring job of the product, declared here and nowhere else (settings may shape them):
 * the worker's JobSchedulerKeeper writes them at start and puts them back whenever Redis lost them.
 */
export const jobSchedulers = (env: Env): JobSchedulerDefinition[] => [
  {
    // The safety net that sends stuck paid orders back to fulfilment.
    id: 'reconcile-orders',
    queue: QUEUES.reconciliation,
    repeat: { every: env.RECONCILE_INTERVAL_SECONDS * 1000 },
    job: { name: JOBS.reconcile },
  },
  {
    // The DT One balance watch: mails the admins, closes and reopens the storefront.
    id: 'provider-balance-check',
    queue: QUEUES.providerBalance,
    repeat: { every: env.DTONE_BALANCE_CHECK_SECONDS * 1000 },
    job: {
      name: JOBS.checkProviderBalance,
      opts: { removeOnComplete: { count: 100 }, removeOnFail: { age: 24 * 3600 } },
    },
  },
  {
    // Delayed top-ups: the "delayed" mail, then the time limit's cancel and refund
    // (docs/specification.md#delayed-top-ups).
    id: 'delivery-delay-sweep',
    queue: QUEUES.deliveryDelays,
    repeat: { every: env.TOPUP_DELAY_CHECK_SECONDS * 1000 },
    job: {
      name: JOBS.watchDelays,
      opts: { removeOnComplete: { count: 100 }, removeOnFail: { age: 24 * 3600 } },
    },
  },
  {
    // Automatic top-ups (docs/decisions.md#one-run-per-period): first payments
    // start schedules, payment alerts cancel them, reminders go, due periods are charged.
    id: 'auto-top-up-runs',
    queue: QUEUES.autoTopUps,
    repeat: { every: env.AUTO_TOPUP_CHECK_SECONDS * 1000 },
    job: {
      name: JOBS.runAutoTopUps,
      opts: { removeOnComplete: { count: 100 }, removeOnFail: { age: 24 * 3600 } },
    },
  },
  {
    id: 'nightly-offer-sync',
    queue: QUEUES.catalog,
    repeat: { pattern: '0 2 * * *', tz: 'UTC' },
    // Finished runs stay a while (the back office shows the last one), then go.
    job: {
      name: JOBS.syncOffers,
      opts: { removeOnComplete: { age: 3600, count: 100 }, removeOnFail: { age: 24 * 3600 } },
    },
  },
];
