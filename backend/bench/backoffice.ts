// `npm run bench` (after run.ts): the back-office cases at volume: the volume seed's time (when
// the bench seeds its own database), the admin transaction list, the dashboard and the CSV
// export, all through the built API with a real admin login. Needs `npm run build -w backend`,
// PostgreSQL and Redis.
// BENCH_DATABASE_URL reuses a seeded database; otherwise one is created, seeded and dropped.
import { adminTransactions } from './admin-transactions';
import { withBackofficeBench } from './bench-support';
import { csvExport } from './csv-export';
import { dashboard } from './dashboard';

void withBackofficeBench([adminTransactions, dashboard, csvExport]);
