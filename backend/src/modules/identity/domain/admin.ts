/**
 * 'master' marks a master admin (docs/specification.md#entities); every other admin is an ordinary
 * one.
 */
export type AdminType = 'master' | 'admin';

export interface Admin {
  id: string;
  fullname: string;
  /** Lower-case; unique. */
  email: string;
  type: AdminType;
  passwordHash: string;
  /** Sessions carry the epoch they started in; raising it ends them all (password change). */
  sessionEpoch: number;
}

/** What the back office may see of an admin: never the password hash or the epoch. */
export interface AdminView {
  id: string;
  fullname: string;
  email: string;
  type: AdminType;
}

export const toAdminView = ({ id, fullname, email, type }: Admin): AdminView => ({
  id,
  fullname,
  email,
  type,
});

export const isMaster = (admin: Pick<Admin, 'type'>): boolean => admin.type === 'master';
