import { Logger } from '@nestjs/common';
import { ProviderUnavailableError } from '../domain/provider-unavailable';
import { ErrorResponseFilter } from './error-response.filter';
import { HttpErrorRegistry } from './http-error-registry';

describe('ErrorResponseFilter', () => {
  const filter = new ErrorResponseFilter(new HttpErrorRegistry());
  let errors: jest.SpyInstance;
  let warnings: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("never answers an unknown error's own statusCode and message (a vendor SDK's)", () => {
    const stripeLike = Object.assign(new Error('Invalid API Key provided: sk_live_****0000'), {
      statusCode: 401,
      type: 'StripeAuthenticationError',
    });
    expect(filter.toBody(stripeLike)).toEqual({ statusCode: 500, message: 'Server error' });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('Invalid API Key'));
  });

  it("answers Fastify's own client errors with their status", () => {
    const fastify = Object.assign(new Error('Unsupported Media Type: text/x'), {
      code: 'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
      statusCode: 400,
    });
    expect(filter.toBody(fastify)).toEqual({
      statusCode: 400,
      message: 'Unsupported Media Type: text/x',
    });
  });

  it("answers a provider fault in our words and logs the provider's", () => {
    const fault = new ProviderUnavailableError('Stripe', 'Stripe said: bad key sk_live_x');
    expect(filter.toBody(fault)).toEqual({
      statusCode: 502,
      message: 'The payment provider is not reachable at the moment, please try again later.',
    });
    expect(warnings).toHaveBeenCalledWith(
      expect.stringContaining('Stripe said: bad key sk_live_x'),
    );
    expect(filter.toBody(new ProviderUnavailableError('PayPal', 'slow down', 9))).toEqual({
      statusCode: 503,
      message: 'The payment provider is busy at the moment, please try again in a few minutes.',
    });
  });
});
