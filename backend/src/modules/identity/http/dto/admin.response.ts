import type { AdminType } from '../../domain/admin';

/**
 * An admin as the back office sees it (docs/specification.md#entities: id, fullname, email, type).
 */
export class AdminResponse {
  id: string;
  fullname: string;
  email: string;
  /** 'master' for a master admin, 'admin' otherwise. */
  type: AdminType;
}
