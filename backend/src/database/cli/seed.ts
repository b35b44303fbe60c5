// `npm run seed`: demo data for a laptop (idempotent). `npm start` runs it on every start.
// In production it only applies migrations: demo accounts with published passwords never go there.
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { AppConfig } from '@config/app-config';
import { dataSourceOptions } from '../data-source-options';
import { runMigrations } from '../run-migrations';
import { seedDemoAccounts } from '../seeds/demo-accounts';
import { seedDemoOrders } from '../seeds/demo-orders';
import { seedDemoSiteSettings } from '../seeds/demo-site-settings';

async function main(): Promise<void> {
  const config = new AppConfig();
  const db = await new DataSource(dataSourceOptions(config.env.DATABASE_URL)).initialize();
  await runMigrations(db);
  if (config.isProduction) {
    console.log('Production: migrations applied, no demo data.');
    await db.destroy();
    return;
  }
  const created = await seedDemoAccounts(db);
  const orders = await seedDemoOrders(db);
  if (orders) created.push(`${orders} demo orders`);
  if (await seedDemoSiteSettings(db)) created.push('demo social links');
  console.log(created.length ? `Seeded: ${created.join(', ')}` : 'Demo data already present.');
  await db.destroy();
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
