import type { Language } from '@shared/domain/language';
import { randomUUID } from 'node:crypto';
import type { Customer } from '../domain/customer';
import type { CodePurpose, OneTimeCode } from '../domain/one-time-code';
import { CodeHasher } from '../ports/code-hasher.port';
import { CustomerRepository, WriteWithCode } from '../ports/customer-repository.port';
import { OneTimeCodeRepository } from '../ports/one-time-code-repository.port';
import { SessionRevoker } from '../ports/session-revoker.port';

/** hash(code) = 'c:' + code: readable in specs. */
export class PlainCodeHasher extends CodeHasher {
  hash(code: string) {
    return `c:${code}`;
  }
}

export class MemorySessionRevoker extends SessionRevoker {
  readonly revoked: string[] = [];
  async revokeCustomerSessions(customerId: string) {
    this.revoked.push(customerId);
  }
}

/** One-time codes in memory, with the repository's rule (a new code replaces the old one). */
export class MemoryOneTimeCodes extends OneTimeCodeRepository {
  readonly all: OneTimeCode[] = [];

  async replace(code: Omit<OneTimeCode, 'id' | 'failedAttempts' | 'verifiedAt' | 'usedAt'>) {
    const i = this.all.findIndex((c) => c.purpose === code.purpose && c.email === code.email);
    if (i >= 0) this.all.splice(i, 1);
    this.all.push({ ...code, id: randomUUID(), failedAttempts: 0, verifiedAt: null, usedAt: null });
  }

  async find(purpose: CodePurpose, email: string) {
    return this.all.find((c) => c.purpose === purpose && c.email === email) ?? null;
  }

  async recordFailure(id: string) {
    this.all.find((c) => c.id === id)!.failedAttempts++;
  }

  async markVerified(id: string) {
    this.all.find((c) => c.id === id)!.verifiedAt = new Date();
  }
}

/** Customers in memory; writes with a code spend it, password writes void reset codes. */
export class MemoryCustomers extends CustomerRepository {
  constructor(
    readonly all: Customer[] = [],
    private readonly codes = new MemoryOneTimeCodes(),
  ) {
    super();
  }

  async findByEmail(email: string) {
    return this.all.find((c) => c.email === email.toLowerCase()) ?? null;
  }

  async findById(id: string) {
    return this.all.find((c) => c.id === id) ?? null;
  }

  async createWithCode(data: Omit<Customer, 'id'>, codeId: string) {
    return this.spend(codeId, () => this.all.push({ ...data, id: randomUUID() }));
  }

  async changeEmailWithCode(id: string, email: string, codeId: string) {
    if (this.all.some((c) => c.email === email)) return 'email_taken' as const;
    return this.spend(codeId, () => (this.all.find((c) => c.id === id)!.email = email));
  }

  async setPasswordWithCode(id: string, passwordHash: string, codeId: string) {
    return this.spend(codeId, () => this.setPassword(id, passwordHash));
  }

  async setLanguage(id: string, language: Language) {
    const customer = this.all.find((c) => c.id === id);
    if (customer) customer.language = language;
    return !!customer;
  }

  async updateNamePhone(id: string, fullname: string, telephone: string) {
    const customer = this.all.find((c) => c.id === id);
    if (!customer) return null;
    Object.assign(customer, { fullname, telephone });
    return customer;
  }

  async setPassword(id: string, passwordHash: string) {
    this.all.find((c) => c.id === id)!.passwordHash = passwordHash;
    for (const code of this.codes.all)
      if (code.purpose === 'reset' && code.customerId === id) code.usedAt ??= new Date();
  }

  private async spend(codeId: string, write: () => unknown): Promise<WriteWithCode> {
    const code = this.codes.all.find((c) => c.id === codeId);
    if (!code || code.usedAt) return 'code_used';
    code.usedAt = new Date();
    await write();
    return 'ok';
  }
}

export const aCustomer = (changes: Partial<Customer> = {}): Customer => ({
  id: randomUUID(),
  fullname: 'Selam Tesfaye',
  telephone: '+251911234567',
  email: `customer-${randomUUID().slice(0, 8)}@example.com`,
  passwordHash: 'h:Secret#12',
  language: 'en',
  ...changes,
});
