import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../domain/second-factor';

/** Letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** New recovery codes, compact (10 characters, about 49 random bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
}
