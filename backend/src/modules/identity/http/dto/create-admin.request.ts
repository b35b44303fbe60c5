import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { AdminEmail, AdminFullname, AdminPassword } from './admin-fields';

/**
 * Create Admin (docs/specification.md#entities): always an ordinary admin; the body cannot choose
 * `type`.
 */
export class CreateAdminRequest {
  @AdminFullname()
  fullname: string;

  @AdminEmail()
  email: string;

  /** 8 to 64 characters: upper, lower, number and special character; no < or >. */
  @AdminPassword()
  password: string;
}

/**
 * The same rules outside HTTP (`npm run admin:create`, ADMIN_EMAIL at start): the normalised
 * input, or the first broken rule's message.
 */
export function checkNewAdmin(input: {
  fullname: string;
  email: string;
  password: string;
}): { ok: true; value: CreateAdminRequest } | { ok: false; message: string } {
  const value = plainToInstance(CreateAdminRequest, input);
  const [error] = validateSync(value, { stopAtFirstError: true });
  if (!error) return { ok: true, value };
  const message = Object.values(error.constraints ?? {})[0] ?? 'Invalid input';
  return { ok: false, message: `${error.property}: ${message}` };
}
