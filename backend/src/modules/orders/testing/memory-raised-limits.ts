import type { RaisedLimits } from '../domain/risk-limits';
import { RaisedLimitsRepository } from '../ports/raised-limits-repository.port';

/** Raised limits in memory, with who set them last. */
export class MemoryRaisedLimits extends RaisedLimitsRepository {
  readonly limits = new Map<string, { limits: RaisedLimits; actor: string }>();

  async get(customerId: string): Promise<RaisedLimits | null> {
    return this.limits.get(customerId)?.limits ?? null;
  }

  async set(customerId: string, limits: RaisedLimits | null, actor: string): Promise<void> {
    if (limits) this.limits.set(customerId, { limits: { ...limits }, actor });
    else this.limits.delete(customerId);
  }
}
