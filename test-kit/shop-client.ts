import { solvedBotCheck } from './bot-check';

/** Told of every answer (or, status 0, a request that got none): the mixed-load bench's timings. */
export type ResponseObserver = (route: string, status: number, ms: number) => void;

/**
 * A request's route for timings: ids in the path (long segments with a digit or an underscore:
 * uuids, session ids) become `:id`, the query is dropped.
 */
export function routeOf(method: string, path: string): string {
  const segments = path.split('?')[0].split('/');
  const bare = segments.map((s) => (s.length >= 16 && /[\d_]/.test(s) ? ':id' : s)).join('/');
  return `${method} ${bare}`;
}

/**
 * One customer's browser over plain HTTP (fault drills, mixed-load bench): a cookie jar, the CSRF
 * token, the bot check solved, and the sandbox checkout's Pay button. `clientIp` goes in
 * X-Forwarded-For, so the API must run with TRUST_PROXY (each customer is a visitor of its own
 * for the rate limits).
 */
export class ShopClient {
  private readonly cookies = new Map<string, string>();
  private csrf?: string;

  constructor(
    private baseUrl: string,
    private readonly clientIp: string,
    private readonly observe?: ResponseObserver,
  ) {}

  /** The same browser (cookies, CSRF token) now talks to another API instance of a cluster. */
  useApi(baseUrl: string): void {
    this.baseUrl = baseUrl;
  }

  /** A second tab of this browser: the same cookies and token now, its own from here on. */
  copy(): ShopClient {
    const tab = new ShopClient(this.baseUrl, this.clientIp, this.observe);
    for (const [k, v] of this.cookies) tab.cookies.set(k, v);
    tab.csrf = this.csrf;
    return tab;
  }

  /** Logs in as a customer, or as an admin with `path` '/api/admin/login'. */
  async logIn(email: string, password: string, path = '/api/user/loginUser'): Promise<void> {
    this.cookies.clear();
    this.csrf = undefined;
    const altcha = await this.botCheck();
    const res = await this.request('POST', path, { email, password, altcha });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
    this.csrf = undefined; // a login rotates the session, and its token
  }

  /** A solved bot check (the `altcha` field of a login or sign-up), as the widget sends it. */
  async botCheck(): Promise<string> {
    return solvedBotCheck(await (await this.request('GET', '/api/captcha/challenge')).json());
  }

  /** Starts a card checkout; answers the payment page's url (the sandbox's or Stripe's). */
  async startCheckout(productId: string, telenumber: string): Promise<string> {
    const res = await this.request('POST', '/api/stripe/create-checkout-session', {
      productId,
      telenumber,
    });
    const body = (await res.json()) as { url?: string; message?: string };
    if (res.status !== 201) throw new Error(`checkout: ${res.status} ${body.message}`);
    return body.url!;
  }

  /** Starts a checkout and presses Pay; answers the session id (the sandbox then sends the webhook). */
  async buyAndPay(productId: string, telenumber: string): Promise<string> {
    const url = await this.startCheckout(productId, telenumber);
    const sessionId = /\/sandbox\/checkout\/([^/?#]+)/.exec(url)![1];
    const page = await (await this.request('GET', `/sandbox/checkout/${sessionId}`)).text();
    const token = /name="token" value="([^"]+)"/.exec(page)?.[1];
    if (!token) throw new Error(`sandbox page of ${sessionId} has no form`);
    const paid = await this.request('POST', `/sandbox/checkout/${sessionId}/pay`, undefined, {
      form: { token },
    });
    if (paid.status !== 303) throw new Error(`pay ${sessionId}: ${paid.status}`);
    return sessionId;
  }

  /** What the success page does when the customer lands on it. */
  async successPage(sessionId: string): Promise<number> {
    return (await this.request('POST', `/api/stripe/checkout-session/${sessionId}/check`)).status;
  }

  async airtimeOffer(operator: string): Promise<string | null> {
    const res = await this.request(
      'GET',
      `/api/product/offers?operator=${encodeURIComponent(operator)}`,
    );
    const offers = (await res.json()) as { productId: string; subService?: string }[];
    return offers.find?.((o) => o.subService === 'Airtime')?.productId ?? null;
  }

  /**
   * Any request as this browser (its cookies and CSRF token), with the caller's own headers and
   * raw body bytes: fuzzing, or checking what a session may do. `clientIp` overrides the address.
   */
  send(
    method: string,
    path: string,
    init: { headers?: Record<string, string>; body?: Uint8Array; clientIp?: string } = {},
  ): Promise<Response> {
    return this.request(method, path, undefined, init);
  }

  /** Any other call of the customer site (history pages, profile, filtered offers). */
  call(method: 'GET' | 'POST', path: string, json?: object): Promise<Response> {
    return this.request(method, path, json);
  }

  private async request(
    method: string,
    path: string,
    json?: object,
    opts: {
      form?: Record<string, string>;
      headers?: Record<string, string>;
      body?: Uint8Array;
      clientIp?: string;
    } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { 'x-forwarded-for': opts.clientIp ?? this.clientIp };
    let body: string | Uint8Array | undefined = opts.body;
    // The sandbox page's forms carry their own token; every other mutation wants the CSRF token.
    if (!['GET', 'HEAD'].includes(method) && !opts.form)
      headers['x-csrf-token'] = await this.csrfToken();
    Object.assign(headers, opts.headers);
    if (json) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(opts.form).toString();
    }
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const started = performance.now();
    const res = await fetch(this.baseUrl + path, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    }).catch((err: unknown) => {
      this.observe?.(routeOf(method, path), 0, performance.now() - started);
      throw err;
    });
    if (this.observe) {
      // Timed to the last byte, as a browser waits for it.
      const bytes = await res.arrayBuffer();
      this.observe(routeOf(method, path), res.status, performance.now() - started);
      const empty = [204, 205, 304].includes(res.status);
      return this.keep(new Response(empty ? null : bytes, res), res);
    }
    return this.keep(res, res);
  }

  /** Takes the session cookies `from` sets; answers `res`. */
  private keep(res: Response, from: Response): Response {
    for (const line of from.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return res;
  }

  private async csrfToken(): Promise<string> {
    if (!this.csrf) {
      const res = await this.request('GET', '/api/user/token');
      this.csrf = ((await res.json()) as { csrfToken: string }).csrfToken;
    }
    return this.csrf;
  }
}
