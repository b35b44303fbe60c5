import { describe, expect, it } from 'vitest';
import { loginErrorMessage, waitInWords } from './loginErrorMessage';

const TOO_MANY = 'Too many requests, please try again later.';

describe('loginErrorMessage', () => {
  it.each([
    [45, `${TOO_MANY} Try again in 45 seconds.`],
    [1, `${TOO_MANY} Try again in 1 second.`],
    [60, `${TOO_MANY} Try again in 1 minute.`],
    [3600, `${TOO_MANY} Try again in 60 minutes.`],
  ])('a 429 asking to wait %s s says "%s"', (seconds, text) => {
    expect(loginErrorMessage({ status: 429, message: TOO_MANY, retryAfterSeconds: seconds })).toBe(
      text,
    );
  });

  it('keeps the text alone when the server gave no wait', () => {
    expect(loginErrorMessage({ status: 429, message: TOO_MANY })).toBe(TOO_MANY);
  });

  it('rounds a wait over a minute up to whole minutes', () => {
    expect(waitInWords(61)).toBe('2 minutes');
  });
});
