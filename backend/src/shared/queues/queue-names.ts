/** Every BullMQ queue of the product, named in one place. */
export const QUEUES = {
  mail: 'mail',
  catalog: 'catalog',
  fulfilment: 'fulfilment',
  reconciliation: 'reconciliation',
  providerBalance: 'provider-balance',
  deliveryDelays: 'delivery-delays',
  autoTopUps: 'auto-top-ups',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
export const ALL_QUEUES: QueueName[] = Object.values(QUEUES);

/** Job names that more than one place needs (a producer and a job scheduler). */
export const JOBS = {
  syncOffers: 'sync-offers',
  reconcile: 'reconcile',
  checkProviderBalance: 'check-provider-balance',
  watchDelays: 'watch-delivery-delays',
  runAutoTopUps: 'run-auto-top-ups',
} as const;
