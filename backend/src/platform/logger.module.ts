import { RequestMethod } from '@nestjs/common';
import { LoggerModule as PinoModule } from 'nestjs-pino';
import { AppConfig } from '../config/app-config';

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
      autoLogging: { ignore: (req) => req.url === '/api/health' || req.url === '/metrics' },
      customLogLevel: (_req, res, err) =>
        err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    },
  }),
});
