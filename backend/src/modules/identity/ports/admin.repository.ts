import type { Admin } from '../domain/admin';

/** Admin accounts. */
export abstract class AdminRepository {
  abstract findById(id: string): Promise<Admin | null>;
  abstract findByEmail(email: string): Promise<Admin | null>;
}
