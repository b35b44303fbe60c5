import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * One customer's browser over plain HTTP (fault drills): a cookie jar, the CSRF token, the bot
 * check solved, and the sandbox checkout's Pay button. `clientIp` goes in X-Forwarded-For, so
 * the API must run with TRUST_PROXY (each customer is a visitor of its own for the rate limits).
 */
export class ShopClient {
  private readonly cookies = new Map<string, string>();
  private csrf?: string;

  constructor(
    private readonly baseUrl: string,
    private readonly clientIp: string,
  ) {}

  async logIn(email: string, password: string): Promise<void> {
    this.cookies.clear();
    this.csrf = undefined;
    const challenge = (await (
      await this.request('GET', '/api/captcha/challenge')
    ).json()) as Parameters<typeof solveChallenge>[0]['challenge'];
    const solution = await solveChallenge({ challenge, deriveKey });
    const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const res = await this.request('POST', '/api/user/loginUser', { email, password, altcha });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
    this.csrf = undefined; // a login rotates the session, and its token
  }

  /** Starts a checkout and presses Pay; answers the session id (the sandbox then sends the webhook). */
  async buyAndPay(productId: string, telenumber: string): Promise<string> {
    const res = await this.request('POST', '/api/stripe/create-checkout-session', {
      productId,
      telenumber,
    });
    const body = (await res.json()) as { url?: string; message?: string };
    if (res.status !== 201) throw new Error(`checkout: ${res.status} ${body.message}`);
    const sessionId = /\/sandbox\/checkout\/([^/?#]+)/.exec(body.url!)![1];
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

  private async request(
    method: 'GET' | 'POST',
    path: string,
    json?: object,
    opts: { form?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.clientIp };
    let body: string | undefined;
    // The sandbox page's forms carry their own token; every other POST wants the CSRF token.
    if (method === 'POST' && !opts.form) headers['x-csrf-token'] = await this.csrfToken();
    if (json) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    } else if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(opts.form).toString();
    }
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(this.baseUrl + path, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    for (const line of res.headers.getSetCookie()) {
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
