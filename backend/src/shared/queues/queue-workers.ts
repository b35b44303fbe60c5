import { WorkerHost } from '@nestjs/bullmq';
import type { DiscoveryService } from '@nestjs/core';
import type { Worker } from 'bullmq';

/** The BullMQ workers of this process: one per @Processor class (a WorkerHost). */
export function queueWorkers(discovery: DiscoveryService): Worker[] {
  return discovery.getProviders().flatMap((wrapper) => {
    const instance = wrapper.instance as unknown;
    if (!(instance instanceof WorkerHost)) return [];
    try {
      return [instance.worker as Worker];
    } catch {
      return []; // its worker never started (a failed boot): nothing to watch or drain
    }
  });
}
