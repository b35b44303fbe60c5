import type { CodePurpose, OneTimeCode } from '../domain/one-time-code';

export abstract class OneTimeCodeRepository {
  /** Stores a new code for (purpose, email), replacing any earlier one. */
  abstract replace(
    code: Omit<OneTimeCode, 'id' | 'failedAttempts' | 'verifiedAt' | 'usedAt'>,
  ): Promise<void>;
  /** The current code for (purpose, email), if any. */
  abstract find(purpose: CodePurpose, email: string): Promise<OneTimeCode | null>;
  /** Counts a wrong try atomically (two parallel guesses both count). */
  abstract recordFailure(id: string): Promise<void>;
  abstract markVerified(id: string): Promise<void>;
}
