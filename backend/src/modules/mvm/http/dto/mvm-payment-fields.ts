import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  registerDecorator,
  ValidationOptions,
} from 'class-validator';
import {
  IsPlainEmail,
  NO_ANGLE_BRACKETS,
  NormalisedEmail,
  PrintableText,
  Trimmed,
} from '@shared/http/validators';
import { kindOf, MVM_COURSES, MVM_PROJECT_TYPES } from '../../domain/mvm-catalogue';
import { mvmAmountCents } from '../../domain/mvm-amount';

export const MVM_TEXTS = {
  amountRequired: 'amount is required',
  amountFormat: 'amount must be a number of USD with at most two decimals',
  amountRange: 'amount must be greater than 0 and at most 10000 USD',
  payerNameRequired: 'payerName is required',
  payerNameText: 'payerName must be text only (no < or >, one line)',
  payerNameLength: 'payerName can be at most 100 characters',
  descriptionRequired: 'description is required',
  descriptionText: 'description must be one line of text',
  descriptionLength: 'description can be at most 500 characters',
  courseRequired: 'course is required',
  course: 'course must be one of the listed courses or project types',
  email: 'Please enter a valid email address',
} as const;

/** The amount as typed: a JSON number or a numeric string, > 0, ≤ 10000, two decimals at most. */
function IsMvmAmount() {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isMvmAmount',
      target: object.constructor,
      propertyName,
      validator: {
        validate: (v: unknown) => typeof mvmAmountCents(v) === 'number',
        defaultMessage: (args) =>
          mvmAmountCents(args?.value) === 'range' ? MVM_TEXTS.amountRange : MVM_TEXTS.amountFormat,
      },
    });
}

function IsListedCourse(options: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isListedCourse',
      target: object.constructor,
      propertyName,
      options,
      validator: { validate: (v: unknown) => kindOf(v) !== null },
    });
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/** The payer's fields of both forms. class-validator checks bottom-up: the required rule lowest. */
export class MvmPaymentFields {
  @ApiProperty({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    example: '120.50',
    description: 'USD, above 0 and at most 10000, at most two decimals',
  })
  @IsMvmAmount()
  @IsNotEmpty({ message: MVM_TEXTS.amountRequired })
  amount: number | string;

  @ApiProperty({ maxLength: 500, example: 'March instalment' })
  @MaxLength(500, { message: MVM_TEXTS.descriptionLength })
  @PrintableText({ message: MVM_TEXTS.descriptionText })
  @IsNotEmpty({ message: MVM_TEXTS.descriptionRequired })
  @IsString({ message: MVM_TEXTS.descriptionRequired })
  @Trimmed()
  description: string;

  @ApiProperty({ maxLength: 100, example: 'Abebe Kebede' })
  @MaxLength(100, { message: MVM_TEXTS.payerNameLength })
  @Matches(NO_ANGLE_BRACKETS, { message: MVM_TEXTS.payerNameText })
  @PrintableText({ message: MVM_TEXTS.payerNameText })
  @IsNotEmpty({ message: MVM_TEXTS.payerNameRequired })
  @IsString({ message: MVM_TEXTS.payerNameRequired })
  @Trimmed()
  payerName: string;

  @ApiPropertyOptional({
    maxLength: 254,
    description: 'Where the receipt goes (optional, beyond the specification)',
  })
  @IsPlainEmail({ message: MVM_TEXTS.email })
  @MaxLength(254, { message: MVM_TEXTS.email })
  @IsString({ message: MVM_TEXTS.email })
  @IsOptional()
  @NormalisedEmail()
  email?: string;
}

/** The wallet cart: a course or project type is required. */
export class MvmCart extends MvmPaymentFields {
  @ApiProperty({ enum: [...MVM_COURSES, ...MVM_PROJECT_TYPES] })
  @IsListedCourse({ message: MVM_TEXTS.course })
  @IsNotEmpty({ message: MVM_TEXTS.courseRequired })
  course: string;
}

/** The card payment: the specification sends no course; a project type may be given. */
export class MvmCardPaymentRequest extends MvmPaymentFields {
  @ApiPropertyOptional({
    enum: [...MVM_COURSES, ...MVM_PROJECT_TYPES],
    description: 'The project type (or course); a payment without one is a project payment',
  })
  @IsListedCourse({ message: MVM_TEXTS.course })
  @IsOptional()
  course?: string;
}

export const courseOrNull = (course: unknown): string | null =>
  present(course) ? (course as string) : null;
