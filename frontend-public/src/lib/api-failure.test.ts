import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { GENERIC_FAILURE, failureText } from './api-failure';

const byStatus = (status: number, message: string | undefined) => `${status}:${message ?? '-'}`;

describe('failureText', () => {
  it('words an HTTP failure from its status and the server message', () => {
    const error = new ApiError(
      409,
      'Email already in use!',
      { message: 'Email already in use!' },
      false,
    );
    expect(failureText(error, byStatus)).toBe('409:Email already in use!');
    expect(failureText(new ApiError(502, 'Request failed', undefined, false), byStatus)).toBe(
      '502:-',
    );
  });

  it('is null when the client already redirected', () => {
    expect(failureText(new ApiError(401, 'Unauthorized', undefined, true), byStatus)).toBeNull();
  });

  it('keeps the network message and has a generic text for anything else', () => {
    expect(failureText(new ApiError(0, 'Network error', undefined, false), byStatus)).toBe(
      'Network error',
    );
    expect(failureText(new Error('bad shape'), byStatus)).toBe(GENERIC_FAILURE());
  });
});
