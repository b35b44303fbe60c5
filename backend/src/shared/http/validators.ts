import { Transform } from 'class-transformer';
import { registerDecorator, ValidationArguments, ValidationOptions } from 'class-validator';

/** Trims and lower-cases an e-mail address before it is validated or used. */
export const NormalisedEmail = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/** Trims surrounding spaces of free text. */
export const Trimmed = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** At least `min` digits, whatever the formatting (+, spaces, dashes). */
export function MinDigits(min: number, options: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'minDigits',
      target: object.constructor,
      propertyName,
      options,
      validator: {
        validate: (v: unknown) => typeof v === 'string' && v.replace(/\D/g, '').length >= min,
      },
    });
}

/** Differs from another property of the same body, ignoring case (password vs e-mail). */
export function NotEqualToProperty(property: string, options: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'notEqualToProperty',
      target: object.constructor,
      propertyName,
      options,
      validator: {
        validate: (v: unknown, args: ValidationArguments) => {
          const other = (args.object as Record<string, unknown>)[property];
          return (
            typeof v !== 'string' ||
            typeof other !== 'string' ||
            v.toLowerCase() !== other.toLowerCase()
          );
        },
      },
    });
}

export const NO_ANGLE_BRACKETS = /^[^<>]*$/;
/** Upper, lower, digit and a special character (the specification's checklist). */
export const STRONG_PASSWORD = /^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9\s]).*$/;

/** Control characters (NUL, line breaks, tabs, DEL) and lone UTF-16 surrogates. */
const NOT_PRINTABLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text that can be stored, logged and mailed as one line (DECISIONS.md: no NUL, no line breaks). */
export const isPrintableText = (v: unknown): boolean =>
  typeof v === 'string' && !NOT_PRINTABLE.test(v);

/** One line of printable text: no control characters, no lone surrogates. */
export function PrintableText(options: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'printableText',
      target: object.constructor,
      propertyName,
      options,
      validator: { validate: (v: unknown) => typeof v !== 'string' || isPrintableText(v) },
    });
}
