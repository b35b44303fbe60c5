import { Catch, HttpException, Logger } from '@nestjs/common';
import type { ArgumentsHost, ExceptionFilter } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../domain/domain-error';
import { ProviderFault } from '../domain/provider-unavailable';
import { sharedHttpErrors } from './http-error-catalog';
import { isStoreOutage } from './store-outage';
import type { HttpErrorRegistry } from './http-error-registry';

export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: string[];
}

/** Fastify's own errors that are the client's fault, with the message we answer. */
const fastifyClientErrors: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
};

/** How long a client should wait before trying again while PostgreSQL or Redis is out of reach. */
const OUTAGE_RETRY_AFTER_SECONDS = '5';

/**
 * The one place errors become HTTP answers `{statusCode, message}`. Client errors are answered
 * quietly (no stack trace); PostgreSQL or Redis out of reach for a moment is logged as a warning
 * and answered 503 with Retry-After; a provider's fault is logged with the provider's words and
 * answered with ours (Retry-After when it rate limits us); anything else unexpected is logged once
 * and answered 500 'Server error'. Only our own errors and Fastify's choose a status and message:
 * an unknown error that carries a `statusCode` (a vendor SDK's, e.g. Stripe's 401 whose message
 * names the API key) is still a 500.
 */
@Catch()
export class ErrorResponseFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');
  constructor(private readonly errors: Pick<HttpErrorRegistry, 'lookup'>) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = this.toBody(exception);
    if (body.statusCode === 503 && isStoreOutage(exception))
      void reply.header('Retry-After', OUTAGE_RETRY_AFTER_SECONDS);
    if (exception instanceof ProviderFault && exception.retryAfterSeconds !== null)
      void reply.header('Retry-After', String(exception.retryAfterSeconds));
    // JSON even where a route declared another content type (the dev mailbox's HTML pages).
    void reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
  }

  toBody(exception: unknown): ErrorBody {
    if (exception instanceof DomainError) {
      if (exception instanceof ProviderFault)
        this.logger.warn(`A provider fault answered as ${exception.code}: ${exception.message}`);
      const mapping = this.errors.lookup(exception.code);
      if (mapping) return { statusCode: mapping.status, message: mapping.message };
      this.logger.error(`Domain error without an HTTP mapping: ${exception.code}`);
      return { statusCode: 500, message: 'Server error' };
    }
    if (exception instanceof ThrottlerException) {
      return { statusCode: 429, message: sharedHttpErrors['SHARED.RATE_LIMITED'].message };
    }
    if (exception instanceof HttpException) {
      return fromHttpException(exception);
    }
    const fastifyError = exception as { code?: string; statusCode?: number; message?: string };
    if (fastifyError?.code && fastifyClientErrors[fastifyError.code]) {
      return {
        statusCode: fastifyError.statusCode ?? 400,
        message: fastifyClientErrors[fastifyError.code],
      };
    }
    if (
      isFastifyError(exception) &&
      typeof fastifyError?.statusCode === 'number' &&
      fastifyError.statusCode >= 400 &&
      fastifyError.statusCode < 500
    ) {
      return {
        statusCode: fastifyError.statusCode,
        message: fastifyError.message ?? 'Bad Request',
      };
    }
    if (isStoreOutage(exception)) {
      this.logger.warn(
        `Answered 503, a store is out of reach: ${String(exception).split('\n')[0]}`,
      );
      return {
        statusCode: 503,
        message: sharedHttpErrors['SHARED.SERVICE_UNAVAILABLE'].message,
      };
    }
    this.logger.error(
      exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    );
    return { statusCode: 500, message: 'Server error' };
  }
}

/** Fastify's own errors carry an FST_ code; a vendor SDK's error with a statusCode does not. */
function isFastifyError(exception: unknown): boolean {
  const code = (exception as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('FST_');
}

function fromHttpException(exception: HttpException): ErrorBody {
  const statusCode = exception.getStatus();
  const response = exception.getResponse();
  if (typeof response === 'string') return { statusCode, message: response };
  const { message, errors } = response as { message?: string | string[]; errors?: string[] };
  if (Array.isArray(message))
    return { statusCode, message: message[0] ?? exception.message, errors: message };
  return { statusCode, message: message ?? exception.message, ...(errors ? { errors } : {}) };
}
