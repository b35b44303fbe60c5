import { DataSource } from 'typeorm';
import { adminAgent } from '../support/admins';
import { insertCustomer } from '../support/customers';
import { ownDatabase } from '../support/databases';
import { insertOrders } from '../support/orders';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * Cells that start with a full-width look-alike of a formula sign or with an invisible
 * zero-width character are defused like =, +, -, @, tab and CR, in both CSV exports.
 */
const LOOKALIKES: [string, string][] = [
  ['full-width equals', '\uFF1D'],
  ['full-width plus', '\uFF0B'],
  ['full-width minus', '\uFF0D'],
  ['full-width at', '\uFF20'],
  ['zero-width space', '\u200B'],
  ['zero-width non-joiner', '\u200C'],
  ['zero-width joiner', '\u200D'],
  ['word joiner', '\u2060'],
  ['byte order mark', '\uFEFF'],
];
const PAYLOAD = 'hyperlink(x)';

describe('CSV exports: formula look-alikes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { DATABASE_URL: await ownDatabase('csv_lookalikes') });
    const db = t.app.get(DataSource);
    for (const [i, [, sign]] of LOOKALIKES.entries()) {
      const customerId = await insertCustomer(db, `${sign}${PAYLOAD}@client${i}.example`);
      await insertOrders(db, [{ customerId }]);
      await db.query(
        `INSERT INTO mvm_payments (kind, course, payer_name, description, amount_cents, provider,
           provider_order_id, status)
         VALUES ('course', 'Python I', $1, 'Fee', 100, 'paypal', $2, 'FAILED')`,
        [`${sign}${PAYLOAD}`, `ORD-${i}`],
      );
    }
  });
  afterAll(() => t?.close());

  async function download(path: string): Promise<string[]> {
    const { agent } = await adminAgent(t, 'admin');
    const res = await agent
      .get(path)
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.on('data', (c: Buffer) => (text += c.toString('utf8')));
        r.on('end', () => done(null, text));
      });
    expect(res.status).toBe(200);
    return (res.body as string).split('\n').flatMap((line) => line.split(','));
  }

  it.each(LOOKALIKES)(
    'transactions.csv prefixes a client e-mail starting with a %s',
    async (_n, sign) => {
      const cells = await download('/api/admin/generateCsv');
      const cell = cells.find((c) => c.includes(`${sign}${PAYLOAD}@`));
      expect(cell).toMatch(
        new RegExp(`^'${sign}${PAYLOAD.replace(/[()]/g, '\\$&')}@client\\d\\.example$`),
      );
    },
  );

  it.each(LOOKALIKES)(
    'mvm-payments.csv prefixes a payer name starting with a %s',
    async (_n, sign) => {
      const cells = await download('/api/admin/mvm-payments.csv');
      expect(cells).toContain(`'${sign}${PAYLOAD}`);
    },
  );
});
