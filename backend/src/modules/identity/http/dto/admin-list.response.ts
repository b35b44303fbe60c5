import { AdminResponse } from './admin.response';

/** getAllAdmins (docs/specification.md#entities: count, admins). */
export class AdminListResponse {
  /** Admins in the whole list, for the pager. */
  count: number;
  admins: AdminResponse[];
}
