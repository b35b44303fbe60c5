import { AdminEmail, AdminFullname } from './admin-fields';

/** Admin profile, Personal Information (seed 001 §3: email, fullname). */
export class UpdateAdminRequest {
  @AdminEmail()
  email: string;

  @AdminFullname()
  fullname: string;
}
