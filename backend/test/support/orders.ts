import { DataSource } from 'typeorm';

export interface OrderSeed {
  customerId: string;
  /** The offer's product id ('p1' by default; a DT One stand-in's product for fulfilment). */
  productId?: string;
  telenumber?: string;
  country?: string;
  status?: string;
  createdAt?: string;
  completedAt?: string | null;
  amountCents?: number;
  /** DT One's price (USD cents); none by default, as orders from before it was kept. */
  wholesaleCents?: number | null;
  /** The gateway's payment (a paid order's); none by default. */
  paymentRef?: string;
}

/** Orders written straight into the table, as the orders context leaves them. */
export async function insertOrders(db: DataSource, orders: OrderSeed[]): Promise<string[]> {
  const rows: { id: string }[] = await db.query(
    `INSERT INTO top_up_orders (customer_id, product_id, product_name, telenumber, operator_name, country,
       amount_cents, service_charge_cents, status, gateway, created_at, completed_at, wholesale_cents,
       payment_ref)
     SELECT (o->>'customerId')::uuid, coalesce(o->>'productId', 'p1'), 'Airtime', coalesce(o->>'telenumber', '+251911000000'), 'Ethio telecom',
       coalesce(o->>'country', 'Ethiopia'), coalesce((o->>'amountCents')::int, 1000), 80,
       coalesce(o->>'status', 'COMPLETED'), 'stripe', coalesce((o->>'createdAt')::timestamptz, now()),
       (o->>'completedAt')::timestamptz, (o->>'wholesaleCents')::int, o->>'paymentRef'
     FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS t(o, i) ORDER BY i
     RETURNING id`,
    [JSON.stringify(orders)],
  );
  return rows.map((r) => r.id);
}
