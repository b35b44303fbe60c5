import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { readBody, sendJson } from './http';

export const STAND_IN_CLIENT_ID = 'stand-in-client-id';
export const STAND_IN_CLIENT_SECRET = 'stand-in-client-secret';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** An answer the stand-in gives instead of the normal one (outages, refusals). */
export interface ScriptedAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Json = Record<string, unknown>;

interface StandInOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  intent: string;
  purchaseUnit: Json;
  /** What the capture will say (a test may make it DECLINED, PENDING…). */
  captureStatus: string;
  capture: Json | null;
  /** The payer's country (ISO alpha-2) PayPal tells once approved; null: kept back. */
  payerCountry?: string | null;
  createTime: string;
}

const newId = (n = 17) => randomBytes(n).toString('hex').toUpperCase().slice(0, n);

/**
 * A local PayPal speaking its wire format: OAuth client credentials at /v1/oauth2/token (Basic
 * auth, form body), /v1/identity/generate-token, Orders v2 (create, capture, get) and Payments v2
 * (capture refund), with PayPal-Request-Id idempotency, PayPal's error bodies (`name`, `message`,
 * `debug_id`, `details[]`) and snake_case fields, plus fields our adapter does not read.
 * `approve(id)` plays the payer.
 */
export class PaypalStandIn {
  readonly orders = new Map<string, StandInOrder>();
  readonly requests: RecordedRequest[] = [];
  /** Consumed one per request (other than OAuth), before normal handling. */
  scripted: ScriptedAnswer[] = [];
  /** PayPal-Request-Id -> the first answer (PayPal answers a repeat with it). */
  private readonly answered = new Map<string, { status: number; body: unknown }>();
  private readonly tokens = new Set<string>();
  private readonly refunds = new Map<string, Json>();
  tokensIssued = 0;
  private server?: Server;

  get url(): string {
    const { port } = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      void this.handle(req, res).catch((err: unknown) => send(res, 500, { name: String(err) }));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  /**
   * The payer approves the order in PayPal's window; `payer.country` is the payer's country
   * PayPal then tells (payment_source.paypal.address.country_code, and the deprecated
   * payer.address.country_code), none by default.
   */
  approve(id: string, captureStatus = 'COMPLETED', payer: { country?: string | null } = {}): void {
    const order = this.orders.get(id)!;
    order.status = 'APPROVED';
    order.captureStatus = captureStatus;
    order.payerCountry = payer.country ?? null;
  }

  /** The requests to a path (the OAuth ones included). */
  requestsTo(pathPrefix: string): RecordedRequest[] {
    return this.requests.filter((r) => r.path.startsWith(pathPrefix));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const text = await readBody(req);
    const path = new URL(req.url!, 'http://x').pathname;
    const contentType = req.headers['content-type'] ?? '';
    const body = contentType.includes('application/json') && text ? JSON.parse(text) : text;
    this.requests.push({ method: req.method!, path, headers: req.headers, body });

    if (req.method === 'POST' && path === '/v1/oauth2/token') return this.oauth(req, res, text);
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || !this.tokens.has(auth.slice(7)))
      return send(res, 401, {
        error: 'invalid_token',
        error_description: 'Token signature verification failed',
      });
    const scripted = this.scripted.shift();
    if (scripted) return send(res, scripted.status, scripted.body ?? {}, scripted.headers);

    const requestId = req.headers['paypal-request-id'] as string | undefined;
    const key = requestId && `${req.method} ${path} ${requestId}`;
    if (key && this.answered.has(key)) {
      const first = this.answered.get(key)!;
      return send(res, first.status, first.body);
    }
    const answer = this.route(req.method!, path, body as Json);
    if (key && answer.status < 500) this.answered.set(key, answer);
    return send(res, answer.status, answer.body);
  }

  private oauth(req: IncomingMessage, res: ServerResponse, text: string): void {
    const expected = Buffer.from(`${STAND_IN_CLIENT_ID}:${STAND_IN_CLIENT_SECRET}`).toString(
      'base64',
    );
    const form = new URLSearchParams(text);
    if (req.headers.authorization !== `Basic ${expected}`)
      return send(res, 401, {
        error: 'invalid_client',
        error_description: 'Client Authentication failed',
      });
    if (form.get('grant_type') !== 'client_credentials')
      return send(res, 400, {
        error: 'unsupported_grant_type',
        error_description: 'Grant Type is NULL',
      });
    const token = `A21AA${newId(40)}`;
    this.tokens.add(token);
    this.tokensIssued++;
    send(res, 200, {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: 32400,
      nonce: `${new Date().toISOString()}${newId(8)}`,
    });
  }

  private route(method: string, path: string, body: Json): { status: number; body: unknown } {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/identity/generate-token')
      return { status: 200, body: { client_token: `eyJ${newId(40)}`, expires_in: 3600 } };
    if (method === 'POST' && path === '/v2/checkout/orders') return this.create(body);
    if (method === 'POST' && (m = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path)))
      return this.capture(m[1]);
    if (method === 'GET' && (m = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path))) {
      const order = this.orders.get(m[1]);
      return order ? { status: 200, body: this.full(order) } : notFound();
    }
    if (method === 'POST' && (m = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path)))
      return this.refund(m[1]);
    return {
      status: 404,
      body: { name: 'NOT_FOUND', message: 'No such route', debug_id: newId(13) },
    };
  }

  private create(body: Json): { status: number; body: unknown } {
    const unit = (body.purchase_units as Json[] | undefined)?.[0];
    const amount = unit?.amount as Json | undefined;
    if (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE')
      return invalid(
        'MISSING_REQUIRED_PARAMETER',
        '/intent',
        'A required field / parameter is missing.',
      );
    if (!amount || typeof amount.value !== 'string' || typeof amount.currency_code !== 'string')
      return invalid(
        'MISSING_REQUIRED_PARAMETER',
        "/purchase_units/@reference_id=='default'/amount",
        'A required field / parameter is missing.',
      );
    if (!(Number(amount.value) > 0))
      return unprocessable(
        'CANNOT_BE_ZERO_OR_NEGATIVE',
        'Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.',
      );
    const order: StandInOrder = {
      id: newId(),
      status: 'CREATED',
      intent: body.intent,
      purchaseUnit: unit!,
      captureStatus: 'COMPLETED',
      capture: null,
      createTime: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    };
    this.orders.set(order.id, order);
    return {
      status: 201,
      body: {
        id: order.id,
        status: order.status,
        links: this.links(order.id),
      },
    };
  }

  private capture(id: string): { status: number; body: unknown } {
    const order = this.orders.get(id);
    if (!order) return notFound();
    if (order.status === 'COMPLETED')
      return unprocessable(
        'ORDER_ALREADY_CAPTURED',
        "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
      );
    if (order.status !== 'APPROVED')
      return unprocessable(
        'ORDER_NOT_APPROVED',
        "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
      );
    if (order.captureStatus === 'INSTRUMENT_DECLINED')
      return unprocessable(
        'INSTRUMENT_DECLINED',
        "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
      );
    order.status = 'COMPLETED';
    order.capture = {
      id: newId(),
      status: order.captureStatus,
      amount: order.purchaseUnit.amount,
      final_capture: true,
      seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED'] },
      custom_id: order.purchaseUnit.custom_id,
      create_time: new Date().toISOString(),
      update_time: new Date().toISOString(),
    };
    return { status: 201, body: this.full(order) };
  }

  private refund(captureId: string): { status: number; body: unknown } {
    const order = [...this.orders.values()].find((o) => o.capture?.id === captureId);
    if (!order) return notFound();
    if (this.refunds.has(captureId))
      return unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded');
    if (order.capture!.status !== 'COMPLETED')
      return unprocessable('CAPTURE_NOT_REFUNDABLE', 'Capture cannot be refunded.');
    const refund = { id: newId(), status: 'COMPLETED', links: [] };
    this.refunds.set(captureId, refund);
    order.capture!.status = 'REFUNDED';
    return { status: 201, body: refund };
  }

  /** A test changes what PayPal reports about the capture (amount, currency, custom id). */
  tamper(id: string, change: (unit: Json) => void): void {
    change(this.orders.get(id)!.purchaseUnit);
  }

  private full(order: StandInOrder) {
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      payment_source:
        order.status === 'CREATED'
          ? undefined
          : {
              paypal: {
                email_address: 'payer@example.com',
                account_id: 'QYR5Z8XDVJNXQ',
                account_status: 'VERIFIED',
                name: { given_name: 'John', surname: 'Doe' },
                ...(order.payerCountry ? { address: { country_code: order.payerCountry } } : {}),
              },
            },
      payer:
        order.status === 'CREATED'
          ? undefined
          : {
              email_address: 'payer@example.com',
              payer_id: 'QYR5Z8XDVJNXQ',
              name: { given_name: 'John', surname: 'Doe' },
              ...(order.payerCountry ? { address: { country_code: order.payerCountry } } : {}),
            },
      purchase_units: [
        {
          ...order.purchaseUnit,
          payee: { email_address: 'merchant@example.com', merchant_id: 'C7CYMKZDG8D6E' },
          payments: order.capture ? { captures: [order.capture] } : undefined,
        },
      ],
      create_time: order.createTime,
      links: this.links(order.id),
    };
  }

  private links(id: string) {
    return [
      {
        href: `https://api-m.sandbox.paypal.com/v2/checkout/orders/${id}`,
        rel: 'self',
        method: 'GET',
      },
      {
        href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`,
        rel: 'approve',
        method: 'GET',
      },
    ];
  }
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, body, { 'paypal-debug-id': newId(13).toLowerCase(), ...headers });
}

const notFound = () => ({
  status: 404,
  body: {
    name: 'RESOURCE_NOT_FOUND',
    message: 'The specified resource does not exist.',
    debug_id: newId(13).toLowerCase(),
    details: [
      {
        issue: 'INVALID_RESOURCE_ID',
        description:
          'Specified resource ID does not exist. Please check the resource ID and try again.',
      },
    ],
  },
});

const unprocessable = (issue: string, description: string) => ({
  status: 422,
  body: {
    name: 'UNPROCESSABLE_ENTITY',
    message:
      'The requested action could not be performed, semantically incorrect, or failed business validation.',
    debug_id: newId(13).toLowerCase(),
    details: [{ issue, description }],
  },
});

const invalid = (issue: string, field: string, description: string) => ({
  status: 400,
  body: {
    name: 'INVALID_REQUEST',
    message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
    debug_id: newId(13).toLowerCase(),
    details: [{ field, location: 'body', issue, description }],
  },
});
