import { Injectable } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import type { RaisedLimits, RiskLimits } from '../domain/risk-limits';
import { RaisedLimitsRepository } from '../ports/raised-limits-repository.port';
import { riskLimitsOf } from './checkout-order';

export type { RaisedLimits };

/** A customer's risk limits as the back office shows them: the shop's, and what was raised. */
export interface CustomerRiskLimits {
  defaults: RiskLimits;
  raised: RaisedLimits | null;
}

/**
 * Reads and sets the limits an admin raised for a trusted customer (docs/decisions.md#risk-limit-defaults). The
 * caller checks the customer exists and audits; every field left null keeps the default, and all
 * null goes back to the defaults (the new-customer limit then applies again).
 */
@Injectable()
export class CustomerRiskLimitsService {
  constructor(
    private readonly raised: RaisedLimitsRepository,
    private readonly config: AppConfig,
  ) {}

  async of(customerId: string): Promise<CustomerRiskLimits> {
    return { defaults: riskLimitsOf(this.config.env), raised: await this.raised.get(customerId) };
  }

  async set(customerId: string, limits: RaisedLimits, actor: string): Promise<CustomerRiskLimits> {
    const none = Object.values(limits).every((v) => v === null);
    await this.raised.set(customerId, none ? null : limits, actor);
    return this.of(customerId);
  }
}
