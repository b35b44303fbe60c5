import { describe, expect, it } from 'vitest';
import { validateLogin } from './validateLogin';

describe('validateLogin', () => {
  it('requires both fields', () => {
    expect(validateLogin({ email: ' ', password: '' })).toEqual({
      email: 'This field is required',
      password: 'This field is required',
    });
  });

  it('checks the e-mail pattern', () => {
    expect(validateLogin({ email: 'abebe@', password: 'x' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateLogin({ email: ' abebe@example.com ', password: 'x' })).toEqual({});
  });
});
