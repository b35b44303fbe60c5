import { existsSync, readFileSync } from 'node:fs';
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
    const publicIndex = html(sites.publicDist);
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

/** index.html is small and changes only with a new build: read once, answer from memory. */
function html(root: string) {
  const page = readFileSync(join(root, 'index.html'));
  return async (_req: FastifyRequest, reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
}
