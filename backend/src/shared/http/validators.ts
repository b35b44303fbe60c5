import { Transform } from 'class-transformer';
import {
  isEmail,
  registerDecorator,
  ValidationArguments,
  ValidationOptions,
} from 'class-validator';

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

/**
 * A finite number with at most two decimals (dollars and cents). class-validator's own
 * `maxDecimalPlaces` throws on numbers JSON writes with an exponent (`-4e-323`): a 500, not a 400.
 */
export function UsdAmount(options: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'usdAmount',
      target: object.constructor,
      propertyName,
      options,
      validator: {
        validate: (v: unknown) =>
          typeof v === 'number' &&
          Number.isFinite(v) &&
          Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
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

/**
 * Text that can be stored, logged and mailed as one line (docs/specification.md#server-rules: no
 * NUL, no line breaks).
 */
export const isPrintableText = (v: unknown): boolean =>
  typeof v === 'string' && !NOT_PRINTABLE.test(v);

/** NUL (PostgreSQL refuses it in text) and lone UTF-16 surrogates (not Unicode at all). */
const UNSTORABLE =
  // eslint-disable-next-line no-control-regex
  /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The path of the first string (value or key) in `input` that cannot be stored, or null. Multi-line
 * text stays allowed; DTOs refuse other control characters field by field. Iterative: the input
 * may be deep.
 */
export function unstorableTextAt(input: unknown, name = ''): string | null {
  const stack: [unknown, string][] = [[input, name]];
  while (stack.length) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (UNSTORABLE.test(node)) return path;
    } else if (node !== null && typeof node === 'object') {
      for (const [k, child] of Object.entries(node)) {
        const at = path ? `${path}.${k}` : k;
        if (UNSTORABLE.test(k)) return path || 'A property name';
        stack.push([child, at]);
      }
    }
  }
  return null;
}

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

/**
 * A plain address, `local@domain`: the local part has no quotes, spaces, commas, brackets or other
 * specials of RFC 5322 (letters, digits, `.!#$%&'*+/=?^_`{|}~-`, non-ASCII letters). Quoted local parts (`"a@b,c"@example.com`), comments and brackets are refused because
 * the mail library reads them as several recipients; control characters (CR/LF, NUL) and lone
 * surrogates are refused because they cannot go into a mail header or the database.
 */
const PLAIN_LOCAL_PART = /^[^\s"(),:;<>@[\\\]]+$/;

export const isPlainEmail = (v: unknown): boolean => {
  if (typeof v !== 'string' || !isPrintableText(v)) return false;
  const at = v.lastIndexOf('@');
  return at > 0 && PLAIN_LOCAL_PART.test(v.slice(0, at)) && isEmail(v);
};

/** The e-mail rule of every DTO (replaces class-validator's IsEmail, which allows quoted parts). */
export function IsPlainEmail(options: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isPlainEmail',
      target: object.constructor,
      propertyName,
      options,
      validator: { validate: isPlainEmail },
    });
}
