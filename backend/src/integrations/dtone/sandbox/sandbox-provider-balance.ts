import type { DataSource } from 'typeorm';
import { BalanceReading, ProviderBalance } from '@modules/backoffice/ports/provider-balance.port';
import { SandboxTransactionLedger } from './sandbox-transaction.sql-repository';

/** The sandbox DT One account's balance: lowered by each sandbox top-up, set for demos. */
export class SandboxProviderBalance extends ProviderBalance {
  private readonly ledger: SandboxTransactionLedger;

  constructor(db: DataSource) {
    super();
    this.ledger = new SandboxTransactionLedger(db);
  }

  async read(): Promise<BalanceReading> {
    return { availableCents: await this.ledger.balanceCents(), currency: 'USD' };
  }
}
