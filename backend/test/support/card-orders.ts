import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { post } from './http';
import type { TestApp } from './test-app';

/** A sandbox offer the card tests buy (Vodacom Tanzania airtime). */
export async function airtimeOffer(t: TestApp): Promise<{ productId: string }> {
  const offers = (
    await t.agent().get('/api/product/offers').query({ operator: 'Vodacom Tanzania' })
  ).body as { productId: string; subService?: string }[];
  return offers.find((o) => o.subService === 'Airtime')!;
}

/** The sandbox session id in a checkout URL (`/sandbox/checkout/{id}`). */
export const sessionIdOf = (url: string): string => /\/sandbox\/checkout\/([^/?#]+)/.exec(url)![1];

/** Starts a card checkout as `agent`; answers the sandbox session id. */
export async function startCheckout(
  agent: TestAgent,
  productId: string,
  telenumber: string,
): Promise<string> {
  const res = await post(agent, '/api/stripe/create-checkout-session', { productId, telenumber });
  if (res.status !== 201) throw new Error(`checkout: ${res.status} ${res.text}`);
  return sessionIdOf(res.body.url);
}

/** Presses Pay or Decline on the sandbox checkout page; answers the page's form token. */
export async function pressSandbox(
  t: TestApp,
  sessionId: string,
  button: 'pay' | 'decline',
): Promise<string> {
  const page = await t.agent().get(`/sandbox/checkout/${sessionId}`).expect(200);
  const token = /name="token" value="([^"]+)"/.exec(page.text)![1];
  await t
    .agent()
    .post(`/sandbox/checkout/${sessionId}/${button}`)
    .type('form')
    .send({ token })
    .expect(303);
  return token;
}

/**
 * Starts a checkout and presses Pay on the sandbox page; answers the session id. The sandbox's
 * own webhook goes to PUBLIC_URL, which nothing serves in tests: the caller confirms.
 */
export async function paidCheckout(
  t: TestApp,
  agent: TestAgent,
  productId: string,
  telenumber: string,
): Promise<string> {
  const sessionId = await startCheckout(agent, productId, telenumber);
  await pressSandbox(t, sessionId, 'pay');
  return sessionId;
}

export const orderOfSession = (db: DataSource, sessionId: string) =>
  db
    .query('SELECT * FROM top_up_orders WHERE checkout_session_id = $1', [sessionId])
    .then((r: Record<string, unknown>[]) => r[0]);
