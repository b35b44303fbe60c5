import { IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import {
  IsPlainEmail,
  NO_ANGLE_BRACKETS,
  NormalisedEmail,
  PrintableText,
  STRONG_PASSWORD,
  Trimmed,
} from '@shared/http/validators';

/**
 * The rules of the admin forms (docs/specification.md#admin-validation), one place for createAdmin,
 * updateAdmin,
 * changePassword, `POST /admins` and `npm run admin:create`.
 *
 * class-validator checks a property's rules in the order they are registered and stops at the
 * first broken one (stopAtFirstError), so each list starts with the "required" rule.
 */
type Rule = (target: object, propertyName: string) => void;
const inOrder =
  (...rules: Rule[]): Rule =>
  (target, propertyName) =>
    rules.forEach((rule) => rule(target, propertyName));

const NAME_REQUIRED = 'This field is required!!';
const TEXT_ONLY = 'Invalid Input! Please enter text only.';

/** Full Name: required, no '<' or '>' (and no control characters: not text either). */
export const AdminFullname = () =>
  inOrder(
    Trimmed(),
    IsString({ message: NAME_REQUIRED }),
    IsNotEmpty({ message: NAME_REQUIRED }),
    PrintableText({ message: TEXT_ONLY }),
    Matches(NO_ANGLE_BRACKETS, { message: TEXT_ONLY }),
    MaxLength(100, { message: 'Full name is too long' }),
  );

const EMAIL_REQUIRED = 'This field is required';

/** Email: required, a plain address; answered lower-case. */
export const AdminEmail = () =>
  inOrder(
    NormalisedEmail(),
    IsString({ message: EMAIL_REQUIRED }),
    IsNotEmpty({ message: EMAIL_REQUIRED }),
    IsPlainEmail({ message: 'Please enter a valid email address' }),
  );

const PASSWORD_REQUIRED = 'This Field is required';
/** The longest password taken: argon2 hashes anything, but there is no reason to hash a book. */
export const ADMIN_PASSWORD_MAX = 64;

/** The password checklist: 8 or more, upper, lower, number, special; no '<' or '>'. */
export const AdminPassword = () =>
  inOrder(
    IsString({ message: PASSWORD_REQUIRED }),
    IsNotEmpty({ message: PASSWORD_REQUIRED }),
    MinLength(8, { message: 'password must be greater than 8 character' }),
    MaxLength(ADMIN_PASSWORD_MAX, {
      message: `password must be less than ${ADMIN_PASSWORD_MAX} character`,
    }),
    PrintableText({ message: 'Password must not contain control characters' }),
    Matches(NO_ANGLE_BRACKETS, {
      message: 'Angle brackets character are not allowed , please remove < or > ',
    }),
    Matches(STRONG_PASSWORD, {
      message:
        'Password must contain an uppercase letter, a lowercase letter, a number and a special character',
    }),
  );
