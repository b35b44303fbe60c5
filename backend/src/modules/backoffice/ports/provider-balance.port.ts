import type { BalanceReading } from '../domain/provider-balance';

export type { BalanceReading };

/** Thrown when the provider's balance cannot be read (fault, timeout, an answer we cannot read). */
export class ProviderBalanceUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderBalanceUnavailable';
  }
}

/** The top-up provider's account balance (DT One's GET /balances, or the sandbox's own). */
export abstract class ProviderBalance {
  /** The USD balance available for top-ups; throws ProviderBalanceUnavailable on faults. */
  abstract read(): Promise<BalanceReading>;
}
