import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface StaticSites {
  publicDist: string;
  adminDist: string;
}

/** Paths the backend answers itself; the SPA fallback must never swallow them. */
const BACKEND_PREFIXES = ['/api/', '/dev/', '/metrics', '/sandbox/', '/admin/queues'];

/**
 * Serves the built customer site at / and the back office at /admin/ from the same origin as the
 * API (one origin, so the session cookie simply works). Unknown paths get the app's index.html so
 * client-side routes load directly; hashed assets are cached for a year, index.html revalidated.
 */
export async function serveStaticSites(
  fastify: FastifyInstance,
  sites: StaticSites,
): Promise<string[]> {
  const served: string[] = [];
  // Vite names every asset by its content hash: a new build is new URLs, so they never change.
  // Anything else (favicon, robots.txt…) is revalidated. Brotli and gzip copies made at build
  // time are sent as they are, to the browsers that take them.
  const assets = {
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply: FastifyReply, path: string) =>
      reply.header(
        'Cache-Control',
        path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ),
  };

  if (existsSync(join(sites.adminDist, 'index.html'))) {
    await fastify.register(fastifyStatic, {
      root: sites.adminDist,
      prefix: '/admin/',
      wildcard: false,
      decorateReply: false,
      index: false,
      ...assets,
    });
    const adminIndex = html(sites.adminDist);
    fastify.get('/admin', (_req, reply) => reply.redirect('/admin/'));
    fastify.get('/admin/', adminIndex);
    fastify.get('/admin/*', adminIndex);
    served.push('admin');
  }
  if (existsSync(join(sites.publicDist, 'index.html'))) {
    await fastify.register(fastifyStatic, {
      root: sites.publicDist,
      prefix: '/',
      wildcard: false,
      index: false,
      ...assets,
    });
    const publicIndex = html(sites.publicDist, knownRoutes(sites.publicDist));
    fastify.get('/', publicIndex);
    fastify.get('/*', async (req, reply) => {
      if (BACKEND_PREFIXES.some((p) => req.url.startsWith(p))) {
        return reply
          .status(404)
          .send({ statusCode: 404, message: `Cannot GET ${req.url.split('?')[0]}` });
      }
      return publicIndex(req, reply);
    });
    served.push('public');
  }
  return served;
}

/**
 * A page's HTML: its prerendered file (dist/prerendered/<path>.html, made at build time by the
 * customer site's frontend-public/scripts/prerender.mjs with .br and .gz copies; paths match
 * case-insensitively,
 * as the routes do), else index.html. They are small and change only with a new build: read
 * once, answered from memory, compressed copies as they are (compressing a 40 KB page on every
 * request cost more than serving it). When the routes are known (see knownRoutes), a path not
 * among them is answered with status 404 (index.html: its router shows the not-found page), and
 * a prerendered page only at its path as the site spells it: the page shows the path it was made
 * at (the breadcrumb), so /profile gets index.html and is drawn in the browser, not adopted from
 * the HTML of /Profile (React refuses a page that differs from its HTML).
 */
function html(root: string, routes?: Routes) {
  const fallback = { raw: readFileSync(join(root, 'index.html')) } as Page;
  // English in prerendered/, each other language of the customer site in prerendered/<code>/
  // (docs/i18n.md).
  const byLanguage = new Map<string, Map<string, Page>>();
  const dir = join(root, 'prerendered');
  const readPages = (folder: string) => {
    const pages = new Map<string, Page>();
    for (const file of readdirSync(folder).filter((f) => f.endsWith('.html'))) {
      const path = file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`;
      const copy = (suffix: string) =>
        existsSync(join(folder, file + suffix))
          ? readFileSync(join(folder, file + suffix))
          : undefined;
      pages.set(path, { raw: readFileSync(join(folder, file)), br: copy('.br'), gz: copy('.gz') });
    }
    return pages;
  };
  if (existsSync(dir)) {
    byLanguage.set(DEFAULT_LANGUAGE, readPages(dir));
    for (const entry of readdirSync(dir, { withFileTypes: true }))
      if (entry.isDirectory() && /^[a-z]{2,3}$/.test(entry.name))
        byLanguage.set(entry.name, readPages(join(dir, entry.name)));
  }
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split(/[?#]/)[0].replace(/\/+$/, '').toLowerCase() || '/';
    const language = pageLanguage(req, byLanguage);
    let page = byLanguage.get(language)?.get(path) ?? fallback;
    if (routes) {
      const asked = req.url.split(/[?#]/)[0];
      if (!routes.lower.has(path)) reply.status(404);
      if (!routes.exact.has(asked)) page = fallback;
    }
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const [encoding, body] =
      page.br && /\bbr\b/.test(accepts)
        ? ['br', page.br]
        : page.gz && /\bgzip\b/.test(accepts)
          ? ['gzip', page.gz]
          : [undefined, page.raw];
    const vary = [
      page.br || page.gz ? 'Accept-Encoding' : '',
      byLanguage.size > 1 ? 'Cookie, Accept-Language' : '',
    ].filter(Boolean);
    if (vary.length > 0) reply.header('Vary', vary.join(', '));
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(body);
  };
}

/** The language the customer site's pages are prerendered in when nothing asks for another. */
const DEFAULT_LANGUAGE = 'en';

/**
 * The language of the page to send, as the customer site chooses it in the browser
 * (frontend-public/src/i18n/choose-language.ts, docs/i18n.md): `?lang=` first, then the `lang`
 * cookie, then the first of Accept-Language's languages the site has pages in, then English.
 */
export function pageLanguage(
  req: Pick<FastifyRequest, 'url' | 'headers'>,
  pages: ReadonlyMap<string, unknown>,
): string {
  const known = (code: string | null | undefined): code is string =>
    typeof code === 'string' && pages.has(code.toLowerCase());
  const query = new URLSearchParams(req.url.split('?')[1]?.split('#')[0] ?? '').get('lang');
  if (known(query)) return query.toLowerCase();
  const cookie = /(?:^|;\s*)lang=([^;]*)/.exec(String(req.headers.cookie ?? ''))?.[1];
  if (known(cookie)) return cookie.toLowerCase();
  const accepted = String(req.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { code: tag.split('-')[0], q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter(({ code, q }) => code && q > 0)
    .sort((a, b) => b.q - a.q);
  return accepted.find(({ code }) => known(code))?.code.toLowerCase() ?? DEFAULT_LANGUAGE;
}

interface Routes {
  /** As the site spells them ('/Profile'). */
  exact: ReadonlySet<string>;
  /** In lower case: the routes match any case. */
  lower: ReadonlySet<string>;
}

/**
 * The customer site's route paths (dist/prerendered/routes.json, written by its
 * frontend-public/scripts/prerender.mjs); undefined for a build without it, where every path
 * answers 200.
 */
function knownRoutes(root: string): Routes | undefined {
  const file = join(root, 'prerendered', 'routes.json');
  if (!existsSync(file)) return undefined;
  const paths = JSON.parse(readFileSync(file, 'utf8')) as string[];
  return { exact: new Set(paths), lower: new Set(paths.map((p) => p.toLowerCase())) };
}

interface Page {
  raw: Buffer;
  br?: Buffer;
  gz?: Buffer;
}
