import { Logger } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { DEFAULT_RETRY_AFTER_SECONDS } from '@shared/domain/provider-unavailable';
import { DtoneApiError, DtoneUnavailableError, DvsErrorEntry } from './dvs-errors';

export interface DvsResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface DvsRequest {
  query?: Record<string, string | number>;
  body?: unknown;
}

/** How 429s are retried. Capped so a lookup on a customer's request never hangs for long. */
export interface RateLimitTuning {
  retries: number;
  backoffBaseMs: number;
  maxWaitMs: number;
}

const defaultTuning: RateLimitTuning = { retries: 3, backoffBaseMs: 500, maxWaitMs: 5000 };

/**
 * DT One's DVS API over Node's fetch: Basic auth, a timeout per request, 429 retried with backoff
 * (honouring Retry-After / X-RateLimit-*), 4xx turned into DtoneApiError with the DVS code, and
 * every fault (network, timeout, 5xx) into DtoneUnavailableError. Bodies are parsed, not
 * validated: callers check only the fields they use, so new fields never break us.
 */
export class DvsHttpClient {
  private readonly logger = new Logger('DtOne');
  private readonly baseUrl: string;
  private readonly authorization: string;
  private readonly timeoutMs: number;
  private readonly tuning: RateLimitTuning;
  /** Set when DT One said the quota is used up, so the next call waits instead of being refused. */
  private pausedUntil = 0;

  constructor(config: AppConfig, tuning: Partial<RateLimitTuning> = {}) {
    const env = config.env;
    this.baseUrl = env.DTONE_API_URL.replace(/\/+$/, '');
    const credentials = `${env.DTONE_API_KEY ?? ''}:${env.DTONE_API_SECRET ?? ''}`;
    this.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
    this.timeoutMs = env.DTONE_TIMEOUT_MS;
    this.tuning = { ...defaultTuning, ...tuning };
  }

  get(path: string, query?: DvsRequest['query']): Promise<DvsResponse> {
    return this.request('GET', path, { query });
  }

  post(path: string, body: unknown): Promise<DvsResponse> {
    return this.request('POST', path, { body });
  }

  async request(method: string, path: string, options: DvsRequest = {}): Promise<DvsResponse> {
    const url = this.url(path, options.query);
    for (let attempt = 0; ; attempt++) {
      await this.respectPause();
      const { response, text } = await this.fetchOnce(method, path, url, options.body);
      this.notePause(response.headers);

      if (response.status === 429 && attempt < this.tuning.retries) {
        const wait = this.retryDelayMs(response.headers, attempt);
        this.logger.warn(`${method} ${path}: rate limited, retrying in ${wait} ms`);
        await sleep(wait);
        continue;
      }
      const body = parseJson(text);
      if (response.status === 429) {
        const hinted = retryAfterMs(response.headers) ?? rateLimitResetMs(response.headers);
        throw new DtoneUnavailableError(
          `DT One kept rate limiting ${method} ${path}`,
          undefined,
          hinted === undefined
            ? DEFAULT_RETRY_AFTER_SECONDS
            : Math.max(1, Math.ceil(hinted / 1000)),
        );
      }
      if (response.status >= 500) {
        const detail = errorEntries(body)[0];
        throw new DtoneUnavailableError(
          `DT One answered ${response.status} to ${method} ${path}` +
            (detail ? `: ${detail.message} (${detail.code})` : ''),
        );
      }
      if (response.status >= 400) throw new DtoneApiError(response.status, errorEntries(body));
      if (body === undefined && text.trim() !== '') {
        throw new DtoneUnavailableError(`DT One answered ${method} ${path} with a non-JSON body`);
      }
      return { status: response.status, headers: response.headers, body };
    }
  }

  private async fetchOnce(
    method: string,
    path: string,
    url: string,
    body: unknown,
  ): Promise<{ response: Response; text: string }> {
    try {
      const response = await fetch(url, {
        method,
        headers: {
          Authorization: this.authorization,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // Covers reading the body too: a server that stalls mid-answer also times out.
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      return { response, text: await response.text() };
    } catch (err) {
      // Duck-typed: fetch's errors may come from another realm, where instanceof Error fails.
      const { name, message, cause } = (err ?? {}) as {
        name?: string;
        message?: string;
        cause?: { code?: string };
      };
      const call = `${method} ${path}`;
      throw new DtoneUnavailableError(
        name === 'TimeoutError'
          ? `DT One did not answer ${call} within ${this.timeoutMs} ms`
          : `DT One unreachable (${call}): ${message ?? String(err)}${cause?.code ? ` (${cause.code})` : ''}`,
        err,
      );
    }
  }

  private url(path: string, query?: DvsRequest['query']): string {
    const search = new URLSearchParams(
      Object.entries(query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    return `${this.baseUrl}${path}${search ? `?${search}` : ''}`;
  }

  /** Retry-After first, then X-RateLimit-Reset, else exponential backoff; never above the cap. */
  private retryDelayMs(headers: Headers, attempt: number): number {
    const hinted = retryAfterMs(headers) ?? rateLimitResetMs(headers);
    const wait = hinted ?? this.tuning.backoffBaseMs * 2 ** attempt;
    return Math.min(Math.max(0, wait), this.tuning.maxWaitMs);
  }

  private notePause(headers: Headers): void {
    if (headers.get('x-ratelimit-remaining')?.trim() !== '0') return;
    const reset = rateLimitResetMs(headers);
    if (reset !== undefined) {
      this.pausedUntil = Date.now() + Math.min(reset, this.tuning.maxWaitMs);
    }
  }

  private async respectPause(): Promise<void> {
    const wait = this.pausedUntil - Date.now();
    if (wait > 0) await sleep(wait);
  }
}

/** Retry-After in seconds or as an HTTP date. */
function retryAfterMs(headers: Headers): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : date - Date.now();
}

/** X-RateLimit-Reset as seconds to wait, or as a Unix time in seconds (servers use both). */
function rateLimitResetMs(headers: Headers): number | undefined {
  const value = Number(headers.get('x-ratelimit-reset')?.trim() || NaN);
  if (!Number.isFinite(value)) return undefined;
  return value > 1_000_000_000 ? value * 1000 - Date.now() : value * 1000;
}

function parseJson(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The entries of `{errors: [{code, message}]}`, skipping anything that is not shaped so. */
function errorEntries(body: unknown): DvsErrorEntry[] {
  const errors = (body as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((e: unknown) => {
    const { code, message } = (e ?? {}) as { code?: unknown; message?: unknown };
    const numeric = typeof code === 'string' ? Number(code) : code;
    return typeof numeric === 'number' && Number.isFinite(numeric)
      ? [{ code: numeric, message: typeof message === 'string' ? message : '' }]
      : [];
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
