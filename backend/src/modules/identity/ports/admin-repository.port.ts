import type { Admin, AdminType } from '../domain/admin';

/** What a new admin account is made of (the e-mail already lower-cased, the password hashed). */
export interface NewAdmin {
  fullname: string;
  email: string;
  type: AdminType;
  passwordHash: string;
}

export type AdminSortField = 'fullname' | 'email';

/** One page of the admin list: rows `offset` .. `offset + limit - 1` of the sorted, filtered list. */
export interface AdminListQuery {
  offset: number;
  limit: number;
  /** Part of the name or e-mail, any case. */
  q?: string;
  sort: { field: AdminSortField; order: 'ASC' | 'DESC' };
}

export interface AdminPage {
  /** How many admins match, across all pages. */
  count: number;
  admins: Admin[];
}

/** Admin accounts. Expected refusals are typed outcomes; only faults throw. */
export abstract class AdminRepository {
  abstract findById(id: string): Promise<Admin | null>;
  abstract findByEmail(email: string): Promise<Admin | null>;
  abstract count(): Promise<number>;
  abstract list(query: AdminListQuery): Promise<AdminPage>;
  /** 'email_taken' also when another request took the address a moment ago (unique index). */
  abstract insert(admin: NewAdmin): Promise<Admin | 'email_taken'>;
  abstract updateProfile(
    id: string,
    profile: { fullname: string; email: string },
  ): Promise<Admin | 'email_taken' | 'not_found'>;
  /** Sets the password and raises the session epoch, which ends the admin's sessions. */
  abstract changePassword(id: string, passwordHash: string): Promise<Admin | 'not_found'>;
  /**
   * Deletes an admin unless it is the last master admin. Atomic: two masters deleting each
   * other at the same moment leave one master, never none.
   */
  abstract deleteUnlessLastMaster(id: string): Promise<Admin | 'not_found' | 'last_master'>;
}
