import { RequestMethod } from '@nestjs/common';
import { LoggerModule as PinoModule } from 'nestjs-pino';
import { AppConfig } from '@config/app-config';

const PROBES = new Set(['/api/health', '/metrics']);

/**
 * Health and metrics probes are not access-logged (a load balancer's checks would drown the
 * log). The path is the original one: inside Nest's middleware (middie, mounted at /api) `url`
 * has lost its mount prefix, so `/api/health` arrived as `/health` and every probe was logged.
 */
export function isProbe(req: { url?: string; originalUrl?: string }): boolean {
  const url = req.originalUrl ?? req.url ?? '';
  const end = url.indexOf('?');
  return PROBES.has(end < 0 ? url : url.slice(0, end));
}

/** JSON logs (pino). Secrets and cookies never reach a log line. */
export const LoggerModule = PinoModule.forRootAsync({
  inject: [AppConfig],
  useFactory: (config: AppConfig) => ({
    // Access logs for API calls; static files and probes would only add noise and cost.
    forRoutes: [{ path: 'api/*path', method: RequestMethod.ALL }],
    // The offers answer is the hot anonymous read (speed budget): metrics cover it instead.
    exclude: [{ path: 'api/product/offers', method: RequestMethod.GET }],
    pinoHttp: {
      level: config.env.LOG_LEVEL,
      transport:
        config.env.LOG_FORMAT === 'pretty'
          ? { target: 'pino-pretty', options: { singleLine: true } }
          : undefined,
      redact: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
      ],
      autoLogging: { ignore: isProbe },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    },
  }),
});
