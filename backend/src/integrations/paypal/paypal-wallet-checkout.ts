import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { connect } from 'node:net';
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  type Order,
  OrdersController,
  type OAuthToken,
  PaymentsController,
} from '@paypal/paypal-server-sdk';
import { formatCents, type Cents } from '@shared/domain/money';
import { retryAfterSeconds } from '@shared/domain/provider-unavailable';
import type { RefundResult } from '@shared/ports/card-checkout.port';
import {
  WalletCapture,
  WalletCaptureLine,
  WalletCheckout,
  WalletClientSetup,
  WalletIssue,
  WalletOrderCreation,
  WalletOrderRequest,
  WalletOrderSnapshot,
  WalletUnavailable,
} from '@shared/ports/wallet-checkout.port';

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'production';
  /**
   * Where API calls go instead of PayPal (a local stand-in in tests), e.g. http://127.0.0.1:4611.
   * The SDK's base URL is fixed per environment, so its HTTPS connections are opened to this
   * address (plain HTTP) by the agent the SDK lets us give it (httpClientOptions.httpsAgent).
   */
  apiUrl?: string;
  timeoutMs: number;
  /**
   * Tests only: a bearer token used as is, no OAuth call (the Prism mocks of PayPal's published
   * specs have no /v1/oauth2/token).
   */
  accessToken?: string;
}

const BASE_URLS = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  production: 'https://api-m.paypal.com',
} as const;

/**
 * A client token is handed out until this long before PayPal's expiry (at most half its
 * lifetime), so a page that got it still has time to use it.
 */
const CLIENT_TOKEN_RENEW_EARLY_MS = 10 * 60_000;

/** PayPal-Request-Id: at most 108 characters; the same for every retry of one step of one order. */
export const requestId = (orderId: string, step: 'create' | 'capture' | 'refund') =>
  `selam-${orderId}-${step}`.slice(0, 108);

/** PayPal's "12.50" to 1250; anything that is not a plain two-decimal amount answers NaN. */
export function centsOf(value: string | undefined): Cents {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value ?? '');
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The error body PayPal sends with a 4xx (name, message, debug_id, details[]). */
interface PaypalErrorBody {
  name?: string;
  message?: string;
  debug_id?: string;
  details?: { issue?: string; description?: string }[];
}

/**
 * PayPal Orders v2 and Payments v2 through `@paypal/paypal-server-sdk` (OAuth client
 * credentials, handled by the SDK). Create, capture and refund carry a PayPal-Request-Id derived
 * from our order id, so a retry after a timeout is answered with the first outcome instead of a
 * second order, capture or refund. Expected refusals (4xx with `details[]`) are values; network
 * errors, 5xx and bad credentials throw WalletUnavailable.
 */
export class PaypalWalletCheckout extends WalletCheckout {
  private readonly client: Client;
  private readonly orders: OrdersController;
  private readonly payments: PaymentsController;
  private readonly baseUrl: string;
  private token?: OAuthToken;
  /** The last client token and when to ask for a new one; undefined until the first. */
  private clientToken?: { value: string; renewAt: number };
  /** The generate-token call in flight, shared by every caller meanwhile. */
  private pendingClientToken?: Promise<string>;

  constructor(private readonly settings: PaypalSettings) {
    super();
    if (settings.accessToken) this.token = fixedToken(settings.accessToken);
    this.baseUrl = (settings.apiUrl ?? BASE_URLS[settings.environment]).replace(/\/+$/, '');
    this.client = new Client({
      clientCredentialsAuthCredentials: {
        oAuthClientId: settings.clientId,
        oAuthClientSecret: settings.clientSecret,
        // The SDK refreshes the token itself; we keep a copy for the client-token call.
        oAuthOnTokenUpdate: (token) => (this.token = token),
        oAuthToken: settings.accessToken ? fixedToken(settings.accessToken) : undefined,
      },
      environment:
        settings.environment === 'production' ? Environment.Production : Environment.Sandbox,
      timeout: settings.timeoutMs,
      httpClientOptions: settings.apiUrl ? localAgents(settings.apiUrl) : undefined,
    });
    this.orders = new OrdersController(this.client);
    this.payments = new PaymentsController(this.client);
  }

  /**
   * The client id for PayPal's script and a client token from /v1/identity/generate-token. The
   * token is the merchant's, not the payer's, so one serves every caller of this process until
   * shortly before it expires (PayPal's expires_in); callers meanwhile share one request.
   */
  async clientSetup(): Promise<WalletClientSetup> {
    const now = Date.now();
    if (this.clientToken && now < this.clientToken.renewAt)
      return this.setupWith(this.clientToken.value);
    this.pendingClientToken ??= this.generateClientToken().finally(
      () => (this.pendingClientToken = undefined),
    );
    return this.setupWith(await this.pendingClientToken);
  }

  private setupWith(clientToken: string): WalletClientSetup {
    return { mode: 'paypal', clientId: this.settings.clientId, clientToken };
  }

  /** One generate-token call; a token that says how long it lives is kept for the next callers. */
  private async generateClientToken(): Promise<string> {
    const token = await this.accessToken();
    const response = await this.fetch(`${this.baseUrl}/v1/identity/generate-token`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
    });
    const body = (await response.json().catch(() => null)) as {
      client_token?: unknown;
      expires_in?: unknown;
    } | null;
    if (response.status === 429)
      throw new WalletUnavailable(
        'PayPal generate-token answered 429',
        retryAfterSeconds(response.headers.get('retry-after')),
      );
    if (!response.ok || typeof body?.client_token !== 'string')
      throw new WalletUnavailable(`PayPal generate-token answered ${response.status}`);
    const lifetimeMs = typeof body.expires_in === 'number' ? body.expires_in * 1000 : 0;
    this.clientToken =
      lifetimeMs > 0
        ? {
            value: body.client_token,
            renewAt:
              Date.now() + lifetimeMs - Math.min(CLIENT_TOKEN_RENEW_EARLY_MS, lifetimeMs / 2),
          }
        : undefined;
    return body.client_token;
  }

  async createOrder(request: WalletOrderRequest): Promise<WalletOrderCreation> {
    try {
      const { result } = await this.orders.createOrder({
        paypalRequestId: requestId(request.orderId, 'create'),
        prefer: 'return=minimal',
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              referenceId: 'default',
              customId: request.orderId,
              // PayPal's limit is 127 characters.
              description: request.description.slice(0, 127),
              amount: { currencyCode: 'USD', value: formatCents(request.amountCents) },
            },
          ],
        },
      });
      if (!result.id) throw new WalletUnavailable('PayPal answered an order without an id');
      return { state: 'created', walletOrderId: result.id };
    } catch (error) {
      const refusal = refusalOf(error, 'create order');
      return { state: 'refused', details: refusal.details, debugId: refusal.debugId };
    }
  }

  async captureOrder(walletOrderId: string, orderId: string): Promise<WalletCapture> {
    try {
      const { result } = await this.orders.captureOrder({
        id: walletOrderId,
        paypalRequestId: requestId(orderId, 'capture'),
        prefer: 'return=representation',
      });
      const capture = captureOf(result);
      if (!capture) {
        return {
          state: 'refused',
          walletOrderId,
          httpStatus: 200,
          details: [{ issue: 'NO_CAPTURE', description: 'PayPal answered no capture' }],
          debugId: null,
        };
      }
      return { state: 'captured', walletOrderId, orderStatus: result.status ?? '', capture };
    } catch (error) {
      if (statusOf(error) === 404) return { state: 'not-found', walletOrderId };
      const refusal = refusalOf(error, 'capture order');
      return { state: 'refused', walletOrderId, ...refusal };
    }
  }

  async getOrder(walletOrderId: string): Promise<WalletOrderSnapshot> {
    try {
      const { result } = await this.orders.getOrder({ id: walletOrderId });
      return {
        state: 'found',
        walletOrderId,
        orderStatus: result.status ?? '',
        capture: captureOf(result),
      };
    } catch (error) {
      if (statusOf(error) === 404) return { state: 'not-found', walletOrderId };
      throw unavailable(error, 'get order');
    }
  }

  async refund(captureId: string, orderId: string): Promise<RefundResult> {
    try {
      const { result } = await this.payments.refundCapturedPayment({
        captureId,
        paypalRequestId: requestId(orderId, 'refund'),
        prefer: 'return=minimal',
        // No amount: the whole capture.
        body: { noteToPayer: 'Your SelamTopup top-up could not be delivered.' },
      });
      if (!result.id) throw new WalletUnavailable('PayPal answered a refund without an id');
      if (result.status === 'CANCELLED' || result.status === 'FAILED')
        return { state: 'failed', reason: `refund ${result.id} is ${result.status}` };
      return { state: 'refunded', refundRef: result.id };
    } catch (error) {
      const refusal = refusalOf(error, 'refund');
      const line = refusal.details[0];
      return {
        state: 'failed',
        reason: line ? `${line.issue}: ${line.description}` : `refused (${refusal.httpStatus})`,
      };
    }
  }

  private async accessToken(): Promise<string> {
    try {
      this.token = await this.client.clientCredentialsAuthManager.updateToken(this.token);
      return this.token.accessToken;
    } catch (error) {
      throw unavailable(error, 'OAuth token');
    }
  }

  private async fetch(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.settings.timeoutMs) });
    } catch (error) {
      throw new WalletUnavailable(`PayPal not reachable: ${String(error)}`);
    }
  }
}

/** A token that never expires (tests against mocks without an OAuth endpoint). */
const fixedToken = (accessToken: string): OAuthToken => ({
  accessToken,
  tokenType: 'Bearer',
  expiry: BigInt(Math.floor(Date.now() / 1000) + 10 * 365 * 24 * 3600),
});

/** Opens the SDK's connections to `apiUrl` (plain HTTP), whatever host its URLs name. */
function localAgents(apiUrl: string) {
  const target = new URL(apiUrl);
  const port = Number(target.port || 80);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const createConnection = () => connect({ host, port });
  const httpsAgent = new HttpsAgent({ keepAlive: false });
  const httpAgent = new HttpAgent({ keepAlive: false });
  Object.assign(httpsAgent, { createConnection });
  Object.assign(httpAgent, { createConnection });
  return { httpsAgent, httpAgent };
}

function captureOf(order: Order): WalletCaptureLine | null {
  const unit = order.purchaseUnits?.[0];
  const capture = unit?.payments?.captures?.[0];
  if (!capture?.id) return null;
  return {
    captureId: capture.id,
    status: capture.status ?? '',
    amountCents: centsOf(capture.amount?.value),
    currency: capture.amount?.currencyCode ?? '',
    customId: capture.customId ?? unit?.customId ?? null,
    payerCountry: payerCountryOf(order),
  };
}

/**
 * The payer's country as PayPal tells it: payment_source.paypal.address.country_code (the
 * deprecated payer.address.country_code for older answers); null when PayPal keeps it back.
 */
function payerCountryOf(order: Order): string | null {
  const code =
    order.paymentSource?.paypal?.address?.countryCode ?? order.payer?.address?.countryCode;
  return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
}

const statusOf = (error: unknown): number | null =>
  error instanceof ApiError ? error.statusCode : null;

/**
 * A 4xx other than 401 and 429 is PayPal refusing (its `details[]` and `debug_id` answered as
 * values); anything else is a fault.
 */
function refusalOf(
  error: unknown,
  what: string,
): { httpStatus: number; details: WalletIssue[]; debugId: string | null } {
  if (error instanceof WalletUnavailable) throw error;
  const status = statusOf(error);
  if (status === null || status < 400 || status >= 500 || status === 401 || status === 429)
    throw unavailable(error, what);
  const body = errorBody(error as ApiError);
  const details = (body.details ?? []).map((d) => ({
    issue: d.issue ?? 'UNKNOWN',
    description: d.description ?? '',
  }));
  if (!details.length && body.name)
    details.push({ issue: body.name, description: body.message ?? '' });
  return { httpStatus: status, details, debugId: body.debug_id ?? null };
}

function errorBody(error: ApiError): PaypalErrorBody {
  const result = (error as ApiError<PaypalErrorBody>).result;
  if (result && typeof result === 'object') return result;
  if (typeof error.body === 'string') {
    try {
      return JSON.parse(error.body) as PaypalErrorBody;
    } catch {
      return {};
    }
  }
  return {};
}

function unavailable(error: unknown, what: string): WalletUnavailable {
  if (error instanceof WalletUnavailable) return error;
  const status = statusOf(error);
  const detail = status === null ? String(error) : `answered ${status}`;
  if (status === 429)
    return new WalletUnavailable(
      `PayPal ${what}: ${detail}`,
      retryAfterSeconds(headerOf(error as ApiError, 'retry-after')),
    );
  return new WalletUnavailable(`PayPal ${what}: ${detail}`);
}

function headerOf(error: ApiError, name: string): string | undefined {
  const headers = error.headers ?? {};
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}
