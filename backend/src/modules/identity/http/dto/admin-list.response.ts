import { AdminResponse } from './admin.response';

/** getAllAdmins (seed 001 §3: count, admins). */
export class AdminListResponse {
  /** Admins in the whole list, for the pager. */
  count: number;
  admins: AdminResponse[];
}
