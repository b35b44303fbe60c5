// The API as the component tests see it: MSW handlers typed from the OpenAPI document
// (@selamtopup/api-types), so a test whose answer no longer matches the contract fails to
// compile. `defaultHandlers` are what every test starts with (test/server.ts); a test
// overrides or adds with `server.use(answer(...), refuse(...))`.
import { http, HttpResponse, type DefaultBodyType } from 'msw';
import type { paths } from '@selamtopup/api-types';
import type { SiteSettings } from '@/api/types';
import { offers } from './offers';

export type ApiMethod = 'get' | 'post' | 'patch' | 'put' | 'delete';

/** The API's paths that answer `M`, as the document writes them ('/api/x/{id}'). */
export type ApiPath<M extends ApiMethod> = {
  [P in keyof paths]: paths[P] extends Record<M, { responses: unknown }> ? P : never;
}[keyof paths];

type Responses<M extends ApiMethod, P extends ApiPath<M>> = paths[P][M] extends {
  responses: infer R;
}
  ? R
  : never;
// A few answers have no schema in the document (e.g. the catalogue): any body goes for them.
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : unknown;

/** The JSON the API answers `M P` with when it succeeds (200, else 201). */
export type ApiAnswer<M extends ApiMethod, P extends ApiPath<M>> = 200 extends keyof Responses<M, P>
  ? JsonOf<Responses<M, P>[200]>
  : 201 extends keyof Responses<M, P>
    ? JsonOf<Responses<M, P>[201]>
    : undefined;

/** A path with its parameters filled in: '/api/x/{id}' -> `/api/x/${string}`. */
type Concrete<P extends string> = P extends `${infer A}{${string}}${infer B}`
  ? `${A}${string}${Concrete<B>}`
  : P;

/**
 * 'METHOD /path' of any call the API has, or '/path' for any method; and the local sandbox
 * wallet's approve/decline (outside the API document: it is not there in production).
 */
export type ApiRoute =
  | { [M in ApiMethod]: `${Uppercase<M>} ${Concrete<ApiPath<M>>}` }[ApiMethod]
  | Concrete<keyof paths>
  | `POST /sandbox/paypal/orders/${string}/${'approve' | 'decline'}`;

/** The calls a test must answer: the API's and the sandbox wallet's. */
export const isApiCall = (url: URL) =>
  url.pathname.startsWith('/api/') || url.pathname.startsWith('/sandbox/');

/** What the API answers on success to a route of ApiRoute (of each method, for '/path'). */
export type RouteAnswer<R extends string> = {
  [M in ApiMethod]: {
    [P in ApiPath<M>]: R extends `${Uppercase<M>} ${Concrete<P>}` | Concrete<P>
      ? ApiAnswer<M, P>
      : never;
  }[ApiPath<M>];
}[ApiMethod];

/** The body the API's error answers carry (the error filter's shape). */
export interface ApiErrorBody {
  message?: string | string[];
  [field: string]: unknown;
}

// MSW writes path parameters as ':id'.
const mswPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

interface HandlerOptions {
  /** Answer once, then let the next handler (or the unhandled-request failure) take over. */
  once?: boolean;
  status?: number;
}

/**
 * `M P` answers `body`, or what `reply` makes of the request, typed by the API's success schema.
 * (A reply that never comes, or a refusal: `http` of msw, or `refuse` below.)
 */
export function answer<M extends ApiMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  body: ApiAnswer<M, P> | ((request: Request) => ApiAnswer<M, P> | Promise<ApiAnswer<M, P>>),
  { once = false, status = 200 }: HandlerOptions = {},
) {
  return http[method](
    mswPath(path),
    async ({ request }) => {
      const answered =
        typeof body === 'function'
          ? await (body as (request: Request) => ApiAnswer<M, P> | Promise<ApiAnswer<M, P>>)(
              request,
            )
          : body;
      return HttpResponse.json(answered as DefaultBodyType, { status });
    },
    { once },
  );
}

/** `M P` fails with `status` and the error filter's body. */
export function refuse<M extends ApiMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  status: number,
  body?: ApiErrorBody,
  { once = false }: Omit<HandlerOptions, 'status'> = {},
) {
  const resolve = () =>
    body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status });
  return http[method](mswPath(path), resolve, { once });
}

export const TEST_CSRF_TOKEN = 'test-token';

/** What `GET /api/siteSettings` answers unless a test says otherwise. */
export const TEST_SITE_SETTINGS: SiteSettings = {
  contactEmail: 'desk@selamtopup.test',
  socialLinks: [
    { network: 'facebook', url: 'https://www.facebook.com/selamtopup.test' },
    { network: 'youtube', url: 'https://www.youtube.com/@selamtopup.test' },
  ],
  mvmBusinessName: 'Test Training Academy',
};

/** The calls every screen may make, answered as on a working server. */
export const defaultHandlers = [
  answer('get', '/api/user/token', { csrfToken: TEST_CSRF_TOKEN }),
  answer('get', '/api/siteSettings', TEST_SITE_SETTINGS),
  answer('get', '/api/storefront', { open: true }),
  answer('get', '/api/product/offers', offers),
  // A logged-in customer's chips and profile read the automatic top-ups: none.
  answer('get', '/api/user/auto-top-ups', { autoTopUps: [], card: null }),
];
