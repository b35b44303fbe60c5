import { generateSync } from 'otplib';
import type { SecondFactor } from '../domain/second-factor';
import { OtplibTotpAuthenticator } from '../infra/otplib-totp-authenticator';
import { SecondFactorPolicyStore } from '../ports/second-factor-policy-store.port';
import { SecondFactorRepository } from '../ports/second-factor-repository.port';
import { SecretCipher } from '../ports/secret-cipher.port';

/** Second factors in memory, with the SQL repository's atomic rules. */
export class MemorySecondFactors extends SecondFactorRepository {
  readonly rows = new Map<string, SecondFactor>();

  async find(adminId: string) {
    const row = this.rows.get(adminId);
    return row ? { ...row, recoveryCodeHashes: [...row.recoveryCodeHashes] } : null;
  }

  async savePending(adminId: string, sealedSecret: string) {
    if (this.rows.get(adminId)?.enrolledAt) return 'enrolled' as const;
    this.rows.set(adminId, {
      adminId,
      sealedSecret,
      enrolledAt: null,
      lastStep: null,
      recoveryCodeHashes: [],
    });
    return 'saved' as const;
  }

  async confirm(adminId: string, sealedSecret: string, step: number, hashes: string[]) {
    const row = this.rows.get(adminId);
    if (!row || row.enrolledAt || row.sealedSecret !== sealedSecret) return false;
    Object.assign(row, { enrolledAt: new Date(), lastStep: step, recoveryCodeHashes: [...hashes] });
    return true;
  }

  async claimStep(adminId: string, step: number) {
    const row = this.rows.get(adminId);
    if (!row?.enrolledAt || (row.lastStep !== null && row.lastStep >= step)) return false;
    row.lastStep = step;
    return true;
  }

  async spendRecoveryCode(adminId: string, hash: string) {
    const row = this.rows.get(adminId);
    if (!row?.enrolledAt || !row.recoveryCodeHashes.includes(hash)) return false;
    row.recoveryCodeHashes = row.recoveryCodeHashes.filter((h) => h !== hash);
    return true;
  }

  async remove(adminId: string) {
    return this.rows.delete(adminId);
  }
}

export class MemorySecondFactorPolicy extends SecondFactorPolicyStore {
  constructor(public value = false) {
    super();
  }
  async required() {
    return this.value;
  }
  async setRequired(required: boolean) {
    this.value = required;
  }
}

/** A readable "seal": specs can see that the stored text is not the secret itself. */
export class PlainCipher extends SecretCipher {
  seal(plain: string) {
    return `sealed:${plain}`;
  }
  open(sealed: string) {
    if (!sealed.startsWith('sealed:')) throw new Error('Not a sealed secret');
    return sealed.slice('sealed:'.length);
  }
}

/** The real TOTP adapter (pure computation) on a clock the spec moves, 30 s a step. */
export class SteppedTotp extends OtplibTotpAuthenticator {
  at = Date.UTC(2026, 0, 1, 12, 0, 10);
  constructor() {
    super();
    this.now = () => this.at;
  }
  /** The code an app with `secret` shows `offsetSeconds` from the server's clock. */
  codeFor(secret: string, offsetSeconds = 0): string {
    return generateSync({ secret, epoch: Math.floor(this.at / 1000) + offsetSeconds });
  }
  wait(seconds: number) {
    this.at += seconds * 1000;
  }
}
