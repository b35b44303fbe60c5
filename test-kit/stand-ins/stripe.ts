import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { readBody, sendJson } from './http';

export const STAND_IN_KEY = 'sk_test_stand_in';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** The form-encoded body as Stripe's wire keys, e.g. `line_items[0][quantity]`. */
  form: Record<string, string>;
}

type Json = Record<string, unknown>;
type Answer = { status: number; body: Json; headers?: Record<string, string> };
/** An answer the stand-in gives instead of the normal one (a bad key, an outage, a rate limit). */
export type ScriptedAnswer = Answer;

/** Payment intents the refund route treats specially. */
export const PI_UNKNOWN = 'pi_unknown';
export const PI_OUTAGE = 'pi_outage';

/** How a saved card answers later off-session charges (Stripe's test cards 4242, 3184, 0341). */
export type SavedCardBehaviour = 'succeeds' | 'authentication_required' | 'declines';
const LAST4: Record<SavedCardBehaviour, string> = {
  succeeds: '4242',
  authentication_required: '3184',
  declines: '0341',
};

/**
 * A local api.stripe.com for the calls we make, in Stripe's wire format: Bearer auth,
 * form-encoded POSTs, Idempotency-Key replays (same key, same answer), `{error: {type, code,
 * message}}` bodies, and 500s that say Stripe-Should-Retry: false (so stripe-node does not wait).
 */
export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, Json>();
  readonly refunds: Json[] = [];
  /** Radar's early fraud warnings (radar.early_fraud_warning objects), by id. */
  readonly earlyFraudWarnings = new Map<string, Json>();
  /** Disputes (dispute objects), by id. */
  readonly disputes = new Map<string, Json>();
  /** Payment intents of paid sessions, and their charges (what `expand[]` brings in). */
  readonly intents = new Map<string, Json>();
  readonly charges = new Map<string, Json>();
  /** Customers (customer objects), by id. */
  readonly customers = new Map<string, Json>();
  /** Saved payment methods, by id, with how they answer off-session charges. */
  readonly paymentMethods = new Map<string, Json & { behaviour: SavedCardBehaviour }>();
  /** Every off-session payment intent that was created (succeeded or not), in order. */
  readonly offSessionIntents: Json[] = [];
  /** Delay before handling each request, so that calls are surely in flight (fault drills). */
  delayMs = 0;
  /** Consumed one per request, before anything else (the key included) is looked at. */
  scripted: ScriptedAnswer[] = [];
  private readonly replays = new Map<string, Answer>();
  private server?: Server;
  private count = 0;
  /**
   * In every id this stand-in makes: test files run side by side on one database, each with its
   * own stand-in, and two `cs_test_1` sessions would meet on the orders' unique session id.
   */
  private readonly instance = randomBytes(4).toString('hex');

  get port(): number {
    return (this.server!.address() as AddressInfo).port;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void this.handle(req, res).catch((err: unknown) =>
        send(res, { status: 500, body: apiError('api_error', String(err)) }),
      );
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }

  /**
   * What Stripe does when the customer pays on its page: the session completes with a payment
   * intent whose latest charge tells the card (`card.country`: the issuing country, ISO alpha-2,
   * null when Stripe does not know it, as Stripe's payment_method_details.card.country).
   */
  pay(
    sessionId: string,
    paymentIntent = `pi_test_${this.instance}_${++this.count}`,
    card: { country?: string | null; behaviour?: SavedCardBehaviour } = {},
  ): void {
    const session = this.sessions.get(sessionId)!;
    // A session that asked to save the card (setup_future_usage) leaves a payment method
    // attached to its customer, usable off-session.
    const saving = session.setup_future_usage === 'off_session' && session.customer;
    const method = saving
      ? this.saveCard(session.customer as string, card.behaviour ?? 'succeeds', card.country)
      : null;
    // The charge id early fraud warnings and disputes name (earlyFraudWarning, dispute).
    const chargeId = `ch_for_${paymentIntent}`;
    this.charges.set(chargeId, {
      id: chargeId,
      object: 'charge',
      amount: session.amount_total,
      currency: session.currency,
      paid: true,
      status: 'succeeded',
      payment_intent: paymentIntent,
      payment_method_details: {
        type: 'card',
        card: { brand: 'visa', last4: '4242', funding: 'credit', country: card.country ?? null },
      },
    });
    this.intents.set(paymentIntent, {
      id: paymentIntent,
      object: 'payment_intent',
      amount: session.amount_total,
      currency: session.currency,
      status: 'succeeded',
      latest_charge: chargeId,
      customer: session.customer ?? null,
      payment_method: method?.id ?? `pm_card_${this.instance}_${this.count}`,
      setup_future_usage: saving ? 'off_session' : null,
    });
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: paymentIntent,
    });
  }

  /**
   * A card saved for a customer (as a paid session with setup_future_usage leaves it): a
   * payment method attached to the customer that answers off-session charges as `behaviour` says.
   */
  saveCard(
    customer: string,
    behaviour: SavedCardBehaviour = 'succeeds',
    country: string | null = null,
  ): Json & { id: string; behaviour: SavedCardBehaviour } {
    const id = `pm_test_${this.instance}_${++this.count}`;
    const method = {
      id,
      object: 'payment_method',
      type: 'card',
      customer,
      card: { brand: 'visa', last4: LAST4[behaviour], country, funding: 'credit' },
      behaviour,
    };
    this.paymentMethods.set(id, method);
    return method;
  }

  /**
   * The body of the `checkout.session.completed` event Stripe sends once a session is paid (to be
   * signed with the endpoint's secret and POSTed to the webhook route).
   */
  completedEvent(sessionId: string): string {
    return JSON.stringify({
      id: `evt_${sessionId}`,
      object: 'event',
      type: 'checkout.session.completed',
      livemode: false,
      created: Math.floor(Date.now() / 1000),
      data: { object: this.sessions.get(sessionId) },
    });
  }

  /**
   * What Radar does when a card's issuer reports a payment as fraud: a
   * radar.early_fraud_warning about the payment's charge; answers the
   * `radar.early_fraud_warning.created` event's body (to be signed and POSTed).
   */
  warnEarlyFraud(
    paymentIntent: string,
    options: { actionable?: boolean; fraudType?: string } = {},
  ): { id: string; event: string } {
    const id = `issfr_test_${this.instance}_${++this.count}`;
    const warning: Json = {
      id,
      object: 'radar.early_fraud_warning',
      actionable: options.actionable ?? true,
      charge: `ch_for_${paymentIntent}`,
      created: Math.floor(Date.now() / 1000),
      fraud_type: options.fraudType ?? 'made_with_stolen_card',
      livemode: false,
      payment_intent: paymentIntent,
    };
    this.earlyFraudWarnings.set(id, warning);
    return { id, event: this.event('radar.early_fraud_warning.created', warning) };
  }

  /** A cardholder disputes a payment: answers the `charge.dispute.created` event's body. */
  openDispute(
    paymentIntent: string,
    options: { amount?: number; reason?: string } = {},
  ): { id: string; event: string } {
    const id = `dp_test_${this.instance}_${++this.count}`;
    const dispute: Json = {
      id,
      object: 'dispute',
      amount: options.amount ?? 1234,
      charge: `ch_for_${paymentIntent}`,
      created: Math.floor(Date.now() / 1000),
      currency: 'usd',
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      payment_intent: paymentIntent,
      reason: options.reason ?? 'fraudulent',
      status: 'needs_response',
    };
    this.disputes.set(id, dispute);
    return { id, event: this.event('charge.dispute.created', dispute) };
  }

  /** The dispute ends (won or lost): answers the `charge.dispute.closed` event's body. */
  closeDispute(id: string, status: 'won' | 'lost'): string {
    const dispute = this.disputes.get(id)!;
    dispute.status = status;
    return this.event('charge.dispute.closed', dispute);
  }

  private event(type: string, object: Json): string {
    return JSON.stringify({
      id: `evt_${++this.count}`,
      object: 'event',
      type,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
  }

  expire(sessionId: string): void {
    Object.assign(this.sessions.get(sessionId)!, { status: 'expired' });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url!, 'http://stand-in');
    const body = await readBody(req);
    const form = Object.fromEntries(new URLSearchParams(body));
    const recorded = {
      method: req.method!,
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      form,
    };
    this.requests.push(recorded);
    if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs));
    const scripted = this.scripted.shift();
    if (scripted) return send(res, scripted);
    if (req.headers.authorization !== `Bearer ${STAND_IN_KEY}`) {
      return send(res, {
        status: 401,
        body: apiError('invalid_request_error', 'Invalid API Key provided: sk_test_***'),
      });
    }
    if (req.method === 'POST') {
      // Stripe replays the first answer for a key it has seen (for 24 hours).
      const key = req.headers['idempotency-key'] as string;
      const seen = this.replays.get(`${url.pathname} ${key}`);
      if (seen) return send(res, { ...seen, headers: { 'Idempotent-Replayed': 'true' } });
      const answer = this.post(url.pathname, form);
      if (answer.status < 500) this.replays.set(`${url.pathname} ${key}`, answer);
      return send(res, answer);
    }
    return send(res, this.get(url));
  }

  private post(path: string, form: Record<string, string>): Answer {
    if (path === '/v1/checkout/sessions') return this.createSession(form);
    if (path === '/v1/refunds') return this.createRefund(form.payment_intent);
    if (path === '/v1/customers') return this.createCustomer(form);
    if (path === '/v1/payment_intents') return this.createPaymentIntent(form);
    const detach = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path);
    if (detach) return this.detach(detach[1]);
    return notFound(path);
  }

  private get(url: URL): Answer {
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (match) {
      const session = this.sessions.get(match[1]);
      return session
        ? { status: 200, body: this.expanded(session, expandsOf(url)) }
        : {
            status: 404,
            body: apiError(
              'invalid_request_error',
              `No such checkout.session: '${match[1]}'`,
              'resource_missing',
            ),
          };
    }
    const alert = /^\/v1\/(radar\/early_fraud_warnings|disputes)\/([^/]+)$/.exec(url.pathname);
    if (alert) {
      const [kind, objects] =
        alert[1] === 'disputes'
          ? ['dispute', this.disputes]
          : ['radar.early_fraud_warning', this.earlyFraudWarnings];
      const found = objects.get(alert[2]);
      return found
        ? { status: 200, body: found }
        : {
            status: 404,
            body: apiError(
              'invalid_request_error',
              `No such ${kind}: '${alert[2]}'`,
              'resource_missing',
            ),
          };
    }
    if (url.pathname === '/v1/refunds') {
      const pi = url.searchParams.get('payment_intent');
      const data = this.refunds.filter((r) => r.payment_intent === pi);
      return {
        status: 200,
        body: { object: 'list', url: '/v1/refunds', has_more: false, data },
      };
    }
    return notFound(url.pathname);
  }

  /**
   * A session with the fields `expand[]` names replaced by their objects, as Stripe does:
   * `payment_intent`, and `payment_intent.latest_charge` (the intent and its charge).
   */
  private expanded(session: Json, expand: string[]): Json {
    const wantsIntent = expand.some(
      (e) => e === 'payment_intent' || e.startsWith('payment_intent.'),
    );
    const intent = this.intents.get(session.payment_intent as string);
    if (!wantsIntent || !intent) return session;
    const charge = expand.includes('payment_intent.latest_charge')
      ? (this.charges.get(intent.latest_charge as string) ?? null)
      : intent.latest_charge;
    const method = expand.includes('payment_intent.payment_method')
      ? (this.publicMethod(intent.payment_method as string) ?? intent.payment_method)
      : intent.payment_method;
    return {
      ...session,
      payment_intent: { ...intent, latest_charge: charge, payment_method: method },
    };
  }

  private createSession(form: Record<string, string>): Answer {
    const invalid = invalidSessionParameter(form);
    if (invalid) return { status: 400, body: invalid };
    const id = `cs_test_${this.instance}_${++this.count}`;
    const threeDSecure = form['payment_method_options[card][request_three_d_secure]'];
    const amount =
      Number(form['line_items[0][price_data][unit_amount]']) *
      Number(form['line_items[0][quantity]']);
    const session: Json = {
      id,
      object: 'checkout.session',
      mode: form.mode,
      livemode: false,
      client_reference_id: form.client_reference_id ?? null,
      metadata: metadataOf(form),
      // Stripe answers the options it was given; request_three_d_secure defaults to automatic.
      payment_method_options: threeDSecure
        ? { card: { request_three_d_secure: threeDSecure } }
        : {},
      amount_subtotal: amount,
      amount_total: amount,
      currency: form['line_items[0][price_data][currency]'],
      customer_email: form.customer_email ?? null,
      customer: form.customer ?? null,
      // Not on Stripe's session object (it is on the payment intent): kept here for pay().
      setup_future_usage: form['payment_intent_data[setup_future_usage]'] ?? null,
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      url: `https://checkout.stripe.com/c/pay/${id}`,
      created: Math.floor(Date.now() / 1000),
      expires_at: form.expires_at
        ? Number(form.expires_at)
        : Math.floor(Date.now() / 1000) + 86_400,
    };
    this.sessions.set(id, session);
    return { status: 200, body: session };
  }

  private createCustomer(form: Record<string, string>): Answer {
    const id = `cus_test_${this.instance}_${++this.count}`;
    const customer = {
      id,
      object: 'customer',
      email: form.email ?? null,
      metadata: metadataOf(form),
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    this.customers.set(id, customer);
    return { status: 200, body: customer };
  }

  /** A payment method as Stripe shows it (without the stand-in's behaviour). */
  private publicMethod(id: string): Json | null {
    const method = this.paymentMethods.get(id);
    if (!method) return null;
    const { behaviour: _behaviour, ...shown } = method;
    return shown;
  }

  private detach(id: string): Answer {
    const method = this.paymentMethods.get(id);
    if (!method || !method.customer) {
      return {
        status: 400,
        body: apiError(
          'invalid_request_error',
          `The payment method you provided is not attached to a customer so detachment is impossible.`,
          'payment_method_unexpected_state',
        ),
      };
    }
    method.customer = null;
    return { status: 200, body: this.publicMethod(id)! };
  }

  /**
   * An off-session payment intent confirmed at once (`off_session=true&confirm=true` with the
   * customer's saved payment method), as Stripe answers it: succeeded with its charge, or a 402
   * card_error, `authentication_required` or `card_declined`, carrying the failed intent.
   */
  private createPaymentIntent(form: Record<string, string>): Answer {
    const method = this.paymentMethods.get(form.payment_method);
    if (!method) {
      return {
        status: 400,
        body: apiError(
          'invalid_request_error',
          `No such PaymentMethod: '${form.payment_method}'`,
          'resource_missing',
          'payment_method',
        ),
      };
    }
    if (method.customer !== form.customer) {
      return {
        status: 400,
        body: apiError(
          'invalid_request_error',
          `The provided PaymentMethod ${method.id} is not attached to customer ${form.customer}.`,
          'payment_method_unexpected_state',
          'payment_method',
        ),
      };
    }
    const id = `pi_test_${this.instance}_${++this.count}`;
    const amount = Number(form.amount);
    const intent: Json = {
      id,
      object: 'payment_intent',
      amount,
      currency: form.currency,
      customer: form.customer,
      payment_method: method.id,
      description: form.description ?? null,
      metadata: metadataOf(form),
      off_session: form.off_session === 'true',
      status: 'succeeded',
      latest_charge: null,
    };
    this.offSessionIntents.push(intent);
    if (method.behaviour !== 'succeeds') {
      const needsAuth = method.behaviour === 'authentication_required';
      Object.assign(intent, { status: 'requires_payment_method' });
      this.intents.set(id, intent);
      return {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: needsAuth ? 'authentication_required' : 'card_declined',
            ...(needsAuth ? {} : { decline_code: 'generic_decline' }),
            message: needsAuth
              ? 'Your card was declined. This transaction requires authentication.'
              : 'Your card was declined.',
            payment_intent: intent,
          },
        },
      };
    }
    const chargeId = `ch_for_${id}`;
    const charge: Json = {
      id: chargeId,
      object: 'charge',
      amount,
      currency: form.currency,
      paid: true,
      status: 'succeeded',
      payment_intent: id,
      payment_method_details: { type: 'card', card: method.card },
    };
    this.charges.set(chargeId, charge);
    intent.latest_charge = chargeId;
    this.intents.set(id, intent);
    const wantsCharge = Object.entries(form).some(
      ([key, value]) => /^expand\[\d*\]$/.test(key) && value === 'latest_charge',
    );
    return { status: 200, body: wantsCharge ? { ...intent, latest_charge: charge } : intent };
  }

  private createRefund(paymentIntent: string): Answer {
    if (paymentIntent === PI_OUTAGE) {
      return {
        status: 500,
        body: apiError('api_error', 'Something went wrong on our end.'),
        headers: { 'Stripe-Should-Retry': 'false' },
      };
    }
    if (paymentIntent === PI_UNKNOWN) {
      return {
        status: 400,
        body: apiError(
          'invalid_request_error',
          `No such payment_intent: '${paymentIntent}'`,
          'resource_missing',
        ),
      };
    }
    if ([...this.disputes.values()].some((d) => d.payment_intent === paymentIntent)) {
      return {
        status: 400,
        body: apiError(
          'invalid_request_error',
          `Charge ch_for_${paymentIntent} has been disputed.`,
          'charge_disputed',
        ),
      };
    }
    if (this.refunds.some((r) => r.payment_intent === paymentIntent)) {
      return {
        status: 400,
        body: apiError(
          'invalid_request_error',
          `Charge ch_for_${paymentIntent} has already been refunded.`,
          'charge_already_refunded',
        ),
      };
    }
    const refund = {
      id: `re_test_${this.instance}_${++this.count}`,
      object: 'refund',
      payment_intent: paymentIntent,
      status: 'succeeded',
      amount: 1234,
      currency: 'usd',
    };
    this.refunds.push(refund);
    return { status: 200, body: refund };
  }
}

/** The `expand[]` of a GET, as stripe-node sends it (`expand[0]=payment_intent.latest_charge`). */
function expandsOf(url: URL): string[] {
  return [...url.searchParams.entries()]
    .filter(([key]) => /^expand\[\d*\]$/.test(key))
    .map(([, value]) => value);
}

export function apiError(type: string, message: string, code?: string, param?: string): Json {
  return { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } };
}

/** The `metadata[key]` fields of a form as Stripe keeps them: a flat object of strings. */
function metadataOf(form: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [field, value] of Object.entries(form)) {
    const match = /^metadata\[([^\]]*)\]$/.exec(field);
    if (match) metadata[match[1]] = value;
  }
  return metadata;
}

const THREE_D_SECURE = ['any', 'automatic', 'challenge'];

/**
 * What Stripe refuses in a session's parameters that we send: an unknown 3-D Secure request,
 * metadata beyond its limits (50 keys, 40-character keys, 500-character values) and a
 * customer_email that is not an address. The error body names the parameter, as Stripe's does.
 */
function invalidSessionParameter(form: Record<string, string>): Json | null {
  const invalid = (param: string, message: string) =>
    apiError('invalid_request_error', message, 'parameter_invalid', param);
  const threeDSecure = form['payment_method_options[card][request_three_d_secure]'];
  if (threeDSecure !== undefined && !THREE_D_SECURE.includes(threeDSecure)) {
    return invalid(
      'payment_method_options[card][request_three_d_secure]',
      `Invalid payment_method_options[card][request_three_d_secure]: must be one of ${THREE_D_SECURE.join(', ')}`,
    );
  }
  const metadata = Object.entries(metadataOf(form));
  if (metadata.length > 50)
    return invalid('metadata', 'Invalid metadata: metadata can have at most 50 keys.');
  for (const [key, value] of metadata) {
    if (key.length === 0 || key.length > 40)
      return invalid(`metadata[${key}]`, 'Invalid metadata: keys can be at most 40 characters.');
    if (value.length > 500)
      return invalid(`metadata[${key}]`, 'Invalid metadata: values can be at most 500 characters.');
  }
  const email = form.customer_email;
  if (email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    return invalid('customer_email', `Invalid email address: ${email}`);
  return null;
}

function notFound(path: string): Answer {
  return {
    status: 404,
    body: apiError('invalid_request_error', `Unrecognized request URL (${path}).`),
  };
}

function send(res: ServerResponse, answer: Answer): void {
  sendJson(res, answer.status, answer.body, {
    'Request-Id': `req_${Date.now()}`,
    ...answer.headers,
  });
}
