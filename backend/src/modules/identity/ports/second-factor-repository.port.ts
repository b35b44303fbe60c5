import type { SecondFactor } from '../domain/second-factor';

/** Admins' second factors. Every change is one atomic statement, so two requests never both win. */
export abstract class SecondFactorRepository {
  abstract find(adminId: string): Promise<SecondFactor | null>;
  /** A new secret waiting for its first code; 'enrolled' when the admin already has one. */
  abstract savePending(adminId: string, sealedSecret: string): Promise<'saved' | 'enrolled'>;
  /**
   * Ends the enrolment whose sealed secret is `sealedSecret` (a newer enrolment replaced it:
   * false), with its first accepted step and the recovery codes' hashes.
   */
  abstract confirm(
    adminId: string,
    sealedSecret: string,
    step: number,
    recoveryCodeHashes: string[],
  ): Promise<boolean>;
  /** Accepts `step` only if it is later than the last accepted one (no replay, even racing). */
  abstract claimStep(adminId: string, step: number): Promise<boolean>;
  /** Spends a recovery code: true once, false ever after. */
  abstract spendRecoveryCode(adminId: string, hash: string): Promise<boolean>;
  /** Removes the second factor (enrolled or pending); false when there was none. */
  abstract remove(adminId: string): Promise<boolean>;
}
