import type { DataSource } from 'typeorm';
import { DEMO_CUSTOMER } from './demo-credentials';

/** Country, operator, product, number prefix and price in cents of the demo history. */
const PRODUCTS: [string, string, string, string, number][] = [
  ['Ethiopia', 'Ethio telecom', '100 ETB Airtime', '+2519112', 210],
  ['Ethiopia', 'Safaricom Ethiopia', '250 ETB Airtime', '+2517001', 510],
  ['Kenya', 'Safaricom', '500 KES Airtime', '+2547221', 430],
  ['Tanzania', 'Vodacom Tanzania', '2,000 TZS Airtime', '+2557541', 110],
  ['Nigeria', 'MTN Nigeria', '1,000 NGN Airtime', '+2348031', 120],
  ['Ghana', 'MTN Ghana', '20 GHS Airtime', '+2332441', 190],
  ['Eritrea', 'Eritel', '100 ERN Airtime', '+2917123', 790],
];

/**
 * How the demo orders ended: most delivered, a few refunded, cancelled or unpaid. None is left
 * PAID, SUBMITTED or FAILED, which reconciliation would pick up with the sandbox gateways.
 */
const OUTCOMES = [
  'COMPLETED',
  'COMPLETED',
  'COMPLETED',
  'COMPLETED',
  'COMPLETED',
  'REFUNDED',
  'PENDING_PAYMENT',
  'COMPLETED',
  'CANCELLED',
  'COMPLETED',
  'REFUNDED',
  'COMPLETED',
];

/** The moves an order made to reach its status, for its timeline on the order page. */
const PATHS: Record<string, string[]> = {
  PENDING_PAYMENT: ['PENDING_PAYMENT'],
  CANCELLED: ['PENDING_PAYMENT', 'CANCELLED'],
  COMPLETED: ['PENDING_PAYMENT', 'PAID', 'SUBMITTED', 'COMPLETED'],
  REFUNDED: ['PENDING_PAYMENT', 'PAID', 'SUBMITTED', 'FAILED', 'REFUNDED'],
};

/**
 * A month of the demo customer's top-ups, so the back office (list, filters, order pages,
 * dashboard) and the customer's history have something to show on a laptop. Only when the demo
 * customer has no order yet; returns how many it wrote.
 */
export async function seedDemoOrders(db: DataSource, count = 48): Promise<number> {
  const [customer] = await db.query(`SELECT id FROM customers WHERE email = $1`, [
    DEMO_CUSTOMER.email,
  ]);
  if (!customer) return 0;
  const [{ n }] = await db.query(
    `SELECT count(*)::int AS n FROM top_up_orders WHERE customer_id = $1`,
    [customer.id],
  );
  if (n > 0) return 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < count; i++) {
      const [country, operator, product, prefix, cents] = PRODUCTS[i % PRODUCTS.length];
      const status = OUTCOMES[i % OUTCOMES.length];
      // Spread over 30 days, newest first, at varied hours.
      const createdAt = new Date(Date.now() - (i * 15 + 2) * 3600_000 - (i % 7) * 600_000);
      const at = (step: number) => new Date(createdAt.getTime() + step * 20_000);
      const path = PATHS[status];
      const [order] = await tx.query(
        `INSERT INTO top_up_orders (customer_id, product_id, product_name, telenumber, operator_name,
           country, amount_cents, service_charge_cents, status, gateway, checkout_session_id,
           payment_ref, provider_transaction_id, failure_reason, refund_ref, created_at, paid_at,
           completed_at, updated_at, wholesale_cents)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'stripe', $10, $11, $12, $13, $14, $15, $16, $17, $18,
           $19)
         RETURNING id`,
        [
          customer.id,
          `demo-${i % PRODUCTS.length}`,
          product,
          `${prefix}${String(34567 + i * 101).slice(-5)}`,
          operator,
          country,
          cents,
          50 + Math.ceil(cents * 0.03),
          status,
          // An unpaid order without a session: nothing asks the sandbox about it.
          status === 'PENDING_PAYMENT' ? null : `cs_demo_${i}`,
          path.includes('PAID') ? `pi_demo_${i}` : null,
          path.includes('SUBMITTED') ? `dtone-demo-${1000 + i}` : null,
          path.includes('FAILED') ? 'Recipient number is not prepaid' : null,
          status === 'REFUNDED' ? `re_demo_${i}` : null,
          createdAt,
          path.includes('PAID') ? at(1) : null,
          status === 'COMPLETED' ? at(path.length - 1) : null,
          at(path.length - 1),
          // DT One's price: the price less the 10 % markup; the oldest orders have none, as
          // orders from before it was kept (docs/decisions.md#order-cost-and-margin).
          i < count - 6 ? Math.floor(cents / 1.1) : null,
        ],
      );
      for (const [step, to] of path.entries()) {
        await tx.query(
          `INSERT INTO order_events (order_id, from_status, to_status, actor, detail, created_at)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [
            order.id,
            step ? path[step - 1] : null,
            to,
            step === 0 ? 'customer' : to === 'PAID' ? 'webhook' : 'worker',
            'demo data',
            at(step),
          ],
        );
      }
    }
  });
  return count;
}
