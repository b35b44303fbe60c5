/** Every BullMQ queue of the product, named in one place. */
export const QUEUES = {
  mail: 'mail',
  catalog: 'catalog',
  fulfilment: 'fulfilment',
  reconciliation: 'reconciliation',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
export const ALL_QUEUES: QueueName[] = Object.values(QUEUES);
