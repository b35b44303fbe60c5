import type { Language } from '@shared/domain/language';
import type { Customer } from '../domain/customer';

export type WriteWithCode = 'ok' | 'code_used' | 'email_taken';

/**
 * Customers. Writes that spend a one-time code do both in one transaction: the code is marked
 * used only if the write happens, and a code can be spent once even by concurrent requests.
 */
export abstract class CustomerRepository {
  abstract findByEmail(email: string): Promise<Customer | null>;
  abstract findById(id: string): Promise<Customer | null>;
  abstract createWithCode(data: Omit<Customer, 'id'>, codeId: string): Promise<WriteWithCode>;
  abstract changeEmailWithCode(id: string, email: string, codeId: string): Promise<WriteWithCode>;
  /** Also voids the customer's unspent reset codes, as setPassword does. */
  abstract setPasswordWithCode(
    id: string,
    passwordHash: string,
    codeId: string,
  ): Promise<WriteWithCode>;
  abstract updateNamePhone(
    id: string,
    fullname: string,
    telephone: string,
  ): Promise<Customer | null>;
  /** Answers false when there is no such customer. */
  abstract setLanguage(id: string, language: Language): Promise<boolean>;
  /** Sets the password and voids the customer's unspent reset codes, in one transaction. */
  abstract setPassword(id: string, passwordHash: string): Promise<void>;
}
