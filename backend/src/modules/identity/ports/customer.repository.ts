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
  abstract setPassword(id: string, passwordHash: string): Promise<void>;
}
