import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsPlainEmail, NormalisedEmail } from '@shared/http/validators';

type FieldDecorator = (target: object, property: string) => void;

/** The decorators of one field, applied as if stacked in this order. */
const field =
  (...decorators: FieldDecorator[]): FieldDecorator =>
  (target, property) => {
    for (const decorate of [...decorators].reverse()) decorate(target, property);
  };

/** The address a one-time code was mailed to; any fault answers the endpoint's one `message`. */
const CodeAddress = (message: string) =>
  field(
    ApiProperty({ type: String }),
    IsPlainEmail({ message }),
    IsNotEmpty({ message }),
    IsString({ message }),
    NormalisedEmail(),
  );

/** The one-time code as the person typed it; any fault answers the endpoint's one `message`. */
const MailedCode = (message: string) =>
  field(
    ApiProperty({ type: String, maxLength: 32 }),
    MaxLength(32, { message }),
    IsNotEmpty({ message }),
    IsString({ message }),
  );

const MISSING = 'Input validation failed: Missing fields';
const INVALID = 'Invalid Input please check again';

/** Sign-up's code check: the same rules as VerifyCodeRequest, under the sign-up's names and text. */
export class VerifyActivationCodeRequest {
  @CodeAddress(MISSING)
  email: string;

  @MailedCode(MISSING)
  activationCode: string;
}

/** Password reset's code check (ResetPasswordRequest adds the new password). */
export class VerifyCodeRequest {
  @CodeAddress(INVALID)
  email: string;

  @MailedCode(INVALID)
  verificationCode: string;
}
