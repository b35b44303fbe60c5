import { describe, expect, it } from 'vitest';
import { phoneProblem } from './phone';

describe('phoneProblem', () => {
  it('accepts a number valid for its country', () => {
    expect(phoneProblem('+12025550123')).toBeUndefined();
    expect(phoneProblem('+251911234567')).toBeUndefined();
    expect(phoneProblem('2025550123', 'US')).toBeUndefined();
  });

  it('refuses a US number under the Ethiopian calling code, and a digit short', () => {
    expect(phoneProblem('+2512025550123')).toBe('TOO_LONG');
    expect(phoneProblem('+25191123456')).toBe('TOO_SHORT');
    expect(phoneProblem('+1202555012')).toBe('TOO_SHORT');
  });
});
