import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { AppConfig } from '@config/app-config';
import { isMaster } from '@modules/identity/domain/admin';
import { AdminSessionManager } from '@modules/identity/http/session/admin-session-manager';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import { ErrorResponseFilter } from '@shared/http/error-response.filter';
import { attachFrontDoor, FrontDoor, frontDoorOf } from '@shared/http/front-door';
import { HttpErrorRegistry } from '@shared/http/http-error-registry';
import { depthCheckedJsonParser } from '@shared/http/json-depth';
import { createValidationPipe } from '@shared/http/validation.pipe';
import { MetricsRegistry } from '../metrics/metrics.registry';
import { mountQueueDashboard, queueDashboardGuard } from './queue-dashboard';
import { closeConnectionsOnStop } from './close-connections-on-stop';
import { connectionLimitWarning, openFilesLimit, serverLimits } from './connection-limits';
import { buildOpenApiDocument } from './openapi';
import { addSecurityHeaders } from './security-headers';
import { serveStaticSites } from './static-sites';

const repoRoot = join(__dirname, '../../../..');

/**
 * Brotli for answers compressed as they are sent: @fastify/compress's own quality (4) with a
 * 256 KB window instead of brotli's 4 MB. The encoder's memory follows its window: a 1M-row CSV
 * download (148 MB) as a process's first grew the API's RSS by 81 MB with 4 MB and by 41 MB with
 * 256 KB (about 40 MB of it V8's young generation growing, whatever the encoding); the file came
 * out 2 % smaller (docs/performance.md#memory).
 */
const BROTLI_STREAMING = {
  params: {
    [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
    [zlibConstants.BROTLI_PARAM_LGWIN]: 18,
  },
};

/**
 * Paths the specification calls with a trailing slash (docs/specification.md#admin-calls: `POST
 * /api/admin/updateAdmin/`).
 * Nest registers routes without one, and Fastify's global ignoreTrailingSlash would collide with
 * the static sites' `/admin` and `/admin/` routes, so only these are mapped, before routing.
 */
const TRAILING_SLASH_PATHS = new Set(['/api/admin/updateAdmin/']);

export function withoutSpecTrailingSlash(url: string): string {
  const end = url.indexOf('?');
  const path = end < 0 ? url : url.slice(0, end);
  return TRAILING_SLASH_PATHS.has(path) ? path.slice(0, -1) + url.slice(path.length) : url;
}

/**
 * The Fastify adapter with the limits every instance must have: body size, proxy trust, and the
 * connection cap and timeouts (connection-limits.ts), so a flood of idle or half-sent
 * connections is closed instead of using up the process's open files.
 */
export function createFastifyAdapter(config: AppConfig): FastifyAdapter {
  const limits = serverLimits(config.env);
  const door = new FrontDoor({
    maxConnections: limits.maxConnections,
    maxConnectionsPerAddress: limits.maxConnectionsPerAddress,
  });
  const adapter = new FastifyAdapter({
    ...limits.fastify,
    bodyLimit: config.env.BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    logger: false,
    rewriteUrl: (req: { url?: string }) => withoutSpecTrailingSlash(req.url ?? '/'),
    serverFactory: door.serverFactory,
  });
  attachFrontDoor(adapter.getInstance(), door);
  adapter.getInstance().addHook('onClose', (_instance, done) => door.close(done));
  return adapter;
}

/**
 * Everything the API process adds around the Nest modules: cookies, security headers,
 * compression, validation, the error filter, metrics, OpenAPI, the queue dashboard and the
 * built frontends. Shared by main.ts and the HTTP tests, so tests exercise the real setup.
 */
export async function configureApiApp(app: NestFastifyApplication): Promise<void> {
  const config = app.get(AppConfig);
  app.useLogger(app.get(Logger));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ErrorResponseFilter(app.get(HttpErrorRegistry)));
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();
  closeConnectionsOnStop(fastify);
  warnAboutConnectionLimits(app, config);
  // Nest's body parsers now (JSON with the raw body, forms), then ours in place of its JSON one.
  (app.getHttpAdapter() as FastifyAdapter).registerParserMiddleware(undefined, true);
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: config.env.BODY_LIMIT_BYTES },
    depthCheckedJsonParser(fastify),
  );
  await app.register(fastifyCookie);
  const headers = addSecurityHeaders(fastify, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    hsts: config.secureCookies,
  });
  await app.register(fastifyCompress, { threshold: 1024, brotliOptions: BROTLI_STREAMING });

  const metrics = app.get(MetricsRegistry);
  const door = frontDoorOf(fastify);
  if (door) {
    door.fixedHeaders = headers;
    door.observe = (route, status, seconds) =>
      metrics.httpDuration.observe({ method: 'GET', route, status: String(status) }, seconds);
  }
  fastify.addHook('onResponse', async (req, reply) => {
    metrics.httpDuration.observe(
      {
        method: req.method,
        route: req.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  if (config.apiDocs) SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app));

  const admins = app.get(AdminSessionManager);
  const audit = app.get(RecordAdminActionService);
  // Behind the admin session in every mode; changes are for master admins, and audited.
  await mountQueueDashboard(
    app,
    queueDashboardGuard({
      currentAdmin: async (req) => {
        const admin = await admins.currentAdmin(req);
        return admin && { id: admin.id, email: admin.email, master: isMaster(admin) };
      },
      recordChange: (admin, change) =>
        audit.record({
          adminId: admin.id,
          adminEmail: admin.email,
          action: 'queues.changed',
          detail: change,
        }),
    }),
  );

  await serveStaticSites(fastify, {
    publicDist: config.env.FRONTEND_PUBLIC_DIST ?? join(repoRoot, 'frontend-public/dist'),
    adminDist: config.env.FRONTEND_ADMIN_DIST ?? join(repoRoot, 'frontend-admin/dist'),
  });
}

/**
 * Says at start when the connection cap is too close to the open files limit, and (at most once
 * a minute) when connections are being closed for being past the cap.
 */
function warnAboutConnectionLimits(app: NestFastifyApplication, config: AppConfig): void {
  const logger = app.get(Logger);
  const max = config.env.HTTP_MAX_CONNECTIONS;
  const warning = connectionLimitWarning(max, openFilesLimit());
  if (warning) logger.warn(warning, 'HttpServer');
  let dropped = 0;
  let lastSaid = 0;
  app.getHttpServer().on('drop', () => {
    dropped++;
    if (Date.now() - lastSaid < 60_000) return;
    lastSaid = Date.now();
    logger.warn(
      `${dropped} connection(s) closed so far for being past HTTP_MAX_CONNECTIONS=${max}`,
      'HttpServer',
    );
  });
}

/** Used by main.ts: the API module inside its Fastify adapter, fully configured. */
export async function createApiApp(module: Type<unknown>): Promise<NestFastifyApplication> {
  const config = new AppConfig();
  const app = await NestFactory.create<NestFastifyApplication>(
    module,
    createFastifyAdapter(config),
    {
      bufferLogs: true,
      rawBody: true,
    },
  );
  await configureApiApp(app);
  return app;
}
