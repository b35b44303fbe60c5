import type { Admin } from '../domain/admin';

/** A row of `admins` as the SQL repository selects it. */
export interface AdminRow {
  id: string;
  fullname: string;
  email: string;
  type: string;
  password_hash: string;
  session_epoch: number;
}

export const ADMIN_COLUMNS = 'id, fullname, email, type, password_hash, session_epoch';

export function toDomain(row: AdminRow): Admin {
  return {
    id: row.id,
    fullname: row.fullname,
    email: row.email,
    type: row.type === 'master' ? 'master' : 'admin',
    passwordHash: row.password_hash,
    sessionEpoch: row.session_epoch,
  };
}
