import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { NO_ANGLE_BRACKETS, PrintableText, Trimmed } from '@shared/http/validators';
import { RECIPIENT_LIMITS } from '../../domain/recipient';

export const NAME_REQUIRED = 'Please give the recipient a name';
export const NAME_TOO_LONG = `The name can be at most ${RECIPIENT_LIMITS.nameLength} characters`;
export const NAME_TEXT_ONLY = 'Invalid Input! Please enter text only.';
export const NUMBER_INVALID = 'Please enter a valid phone number';

type FieldDecorator = (target: object, propertyName: string) => void;

/** Several field decorators as one (Nest's applyDecorators does not take class-validator's own). */
const all =
  (...decorators: FieldDecorator[]): FieldDecorator =>
  (target, propertyName) => {
    for (const decorate of decorators) decorate(target, propertyName);
  };

/** A recipient's name: 1 to 40 printable characters, no angle brackets. */
export const RecipientName = () =>
  all(
    MaxLength(RECIPIENT_LIMITS.nameLength, { message: NAME_TOO_LONG }),
    Matches(NO_ANGLE_BRACKETS, { message: NAME_TEXT_ONLY }),
    PrintableText({ message: NAME_TEXT_ONLY }),
    IsNotEmpty({ message: NAME_REQUIRED }),
    IsString({ message: NAME_REQUIRED }),
    Trimmed(),
  );

/** A recipient number as checkout takes it (docs/specification.md#limits): '+' and 8 to 15 digits. */
export const RecipientNumber = () =>
  all(
    Matches(/^\+\d{8,15}$/, { message: NUMBER_INVALID }),
    IsString({ message: NUMBER_INVALID }),
    Transform(({ value }) => (typeof value === 'string' ? value.replace(/[\s()-]/g, '') : value)),
  );
