import { AdminEmail, AdminFullname } from './admin-fields';

/** Admin profile, Personal Information (docs/specification.md#entities: email, fullname). */
export class UpdateAdminRequest {
  @AdminEmail()
  email: string;

  @AdminFullname()
  fullname: string;
}
