// `cd backend && npx tsx src/database/cli/dtone-sandbox-balance.ts [USD]` (with DATABASE_URL;
// backend's tsconfig gives the decorators tsx needs): shows the sandbox DT One account's balance, or sets it for a demo (e.g. 45
// to see the admins' mail and, below DTONE_BALANCE_CLOSE_USD, the storefront close by itself at
// the next balance check). Only the sandbox's own balance: the real DT One's is DT One's.
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { AppConfig } from '@config/app-config';
import { SandboxTransactionLedger } from '@integrations/dtone/sandbox/sandbox-transaction.sql-repository';
import { formatCents, toCents } from '@shared/domain/money';
import { dataSourceOptions } from '../data-source-options';
import { runMigrations } from '../run-migrations';

async function main(): Promise<void> {
  const [amount] = process.argv.slice(2);
  let cents: number | undefined;
  if (amount !== undefined) {
    try {
      cents = toCents(amount);
    } catch {
      cents = -1;
    }
    if (cents < 0) {
      console.error(`Not an amount in USD: ${amount} (e.g. 45 or 1200.50)`);
      process.exit(1);
    }
  }
  const config = new AppConfig();
  const db = await new DataSource(dataSourceOptions(config.env.DATABASE_URL)).initialize();
  try {
    await runMigrations(db);
    const ledger = new SandboxTransactionLedger(db);
    if (cents !== undefined) await ledger.setBalanceCents(cents);
    console.log(`Sandbox DT One balance: ${formatCents(await ledger.balanceCents())} USD`);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
