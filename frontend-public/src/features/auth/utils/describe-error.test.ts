import { ApiError } from '@/lib/api-client';
import { describeError, serverMessage, serverMessageOr, statusText } from './describe-error';

const failed = (
  status: number,
  message = `Request failed with status ${status}`,
  handled = false,
) => new ApiError(status, message, { message }, handled);

describe('describeError', () => {
  it("uses the screen's text for a known status, else the fallback", () => {
    const byStatus = { 409: 'Email already in use!', 400: serverMessage };
    expect(describeError(failed(409), byStatus, statusText)).toBe('Email already in use!');
    expect(describeError(failed(400, 'Bot check failed'), byStatus, statusText)).toBe(
      'Bot check failed',
    );
    expect(describeError(failed(418), byStatus, statusText)).toBe('418');
  });

  it('shows nothing once the client redirected, and the own words of 429 and network errors', () => {
    expect(describeError(failed(500, 'boom', true), {}, 'x')).toBeNull();
    expect(describeError(failed(429, 'Too many requests, please try again later.'), {}, 'x')).toBe(
      'Too many requests, please try again later.',
    );
    expect(describeError(failed(0, 'Network error'), {}, 'x')).toBe('Network error');
    expect(describeError(new Error('parse'), {}, 'x')).toBe(
      'Something went wrong, please try again.',
    );
  });

  it("prefers the server's message when it sent one", () => {
    const rule = { 400: serverMessageOr('Invalid email format') };
    expect(describeError(failed(400, 'Bot check failed'), rule, 'x')).toBe('Bot check failed');
    expect(describeError(new ApiError(400, 'Request failed', undefined, false), rule, 'x')).toBe(
      'Invalid email format',
    );
  });
});
