// The course and project payment forms (docs/specification.md#course-payment, #project-payment and
// #mvm-validation):
// the lists exactly as the specification writes them, the rules, and the cart sent to the API.
import * as z from 'zod/v4-mini';
import type { MvmCourse } from '@/api/types';
import { hasAngleBrackets, isEmail } from '@/lib/validation';
import {
  MAX_AMOUNT_CENTS,
  amountToCents,
  centsToAmount,
  hasTooManyDecimals,
} from '../utils/amount';
import { t } from '@/i18n/i18n';

export const COURSES = [
  'Web Development I',
  'Web Development II',
  'Python I',
  'Python II',
  'SDET',
  'Full Stack Dev',
  'DBA',
  'Cloud Computing (AWS, Azure)',
] as const satisfies readonly MvmCourse[];

export const PROJECT_TYPES = [
  'Software develoment and hosting',
  'Social Media Development',
  'Infrastructure service',
  'Maintenance and setup',
  'Kids IT Training',
  'Parents IT Training',
  'Professional IT Training',
] as const satisfies readonly MvmCourse[];

/** docs/specification.md#mvm-validation: a missing field or an amount not above 0. */
export const FILL_ALL = (): string => t('mvm.fillAll');

export const MVM_MESSAGES = {
  get required() {
    return t('mvm.error.required');
  },
  get amountPositive() {
    return t('mvm.error.amountPositive');
  },
  get amountInvalid() {
    return t('mvm.error.amountInvalid');
  },
  get amountMax() {
    return t('mvm.error.amountMax');
  },
  get amountDecimals() {
    return t('mvm.error.amountDecimals');
  },
  get textOnly() {
    return t('mvm.error.textOnly');
  },
  get choose() {
    return t('mvm.error.choose');
  },
} as const;

/** The messages that make the form say 'Please fill out all fields.' */
export const FILL_ALL_CAUSES = (): readonly string[] => [
  MVM_MESSAGES.required,
  MVM_MESSAGES.amountPositive,
];

export const PAYER_NAME_MAX = 100;
export const DESCRIPTION_MAX = 500;
export const EMAIL_MAX = 254;

/** No control characters (NUL, line breaks, …): the server refuses them too. */
const printable = (value: string) =>
  [...value].every((char) => {
    const code = char.charCodeAt(0);
    return code >= 0x20 && code !== 0x7f;
  });

const text = (max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(1, { error: () => MVM_MESSAGES.required }),
    z.maxLength(max, { error: () => t('mvm.atMost', { max }) }),
    z.refine((value) => !hasAngleBrackets(value) && printable(value), {
      error: () => MVM_MESSAGES.textOnly,
    }),
  );

/** The first rule the amount breaks, if any (the required rule is the schema's own). */
function amountError(value: string): string | undefined {
  if (!value) return undefined;
  if (hasTooManyDecimals(value)) return MVM_MESSAGES.amountDecimals;
  const cents = amountToCents(value);
  if (cents === null) return MVM_MESSAGES.amountInvalid;
  if (cents <= 0) return MVM_MESSAGES.amountPositive;
  if (cents > MAX_AMOUNT_CENTS) return MVM_MESSAGES.amountMax;
  return undefined;
}

const amount = z
  .string()
  .check(z.trim(), z.minLength(1, { error: () => MVM_MESSAGES.required }), (ctx) => {
    const message = amountError(ctx.value);
    if (message) ctx.issues.push({ code: 'custom', input: ctx.value, message });
  });

/** The form's rules for one list of courses or project types. */
export function mvmFormSchema(choices: readonly string[]) {
  return z.object({
    payerName: text(PAYER_NAME_MAX),
    course: z.string().check(
      z.minLength(1, { error: () => MVM_MESSAGES.required }),
      z.refine((value) => choices.includes(value), { error: () => MVM_MESSAGES.choose }),
    ),
    amount,
    description: text(DESCRIPTION_MAX),
    /** Beyond the specification: where the receipt goes, if the payer wants one. */
    email: z.string().check(
      z.trim(),
      z.maxLength(EMAIL_MAX, { error: () => t('validation.emailInvalid') }),
      z.refine((value) => value === '' || isEmail(value), {
        error: () => t('validation.emailInvalid'),
      }),
    ),
  });
}

export type MvmFormValues = z.infer<ReturnType<typeof mvmFormSchema>>;

export const EMPTY_MVM_FORM: MvmFormValues = {
  payerName: '',
  course: '',
  amount: '',
  description: '',
  email: '',
};

/** The cart of `/api/mvmpaypal/orders` and the body of `/api/stripe/paymentIntent`. */
export interface MvmCart {
  /** Two decimals, e.g. '150.00'. */
  amount: string;
  description: string;
  payerName: string;
  /** The course or the project type. */
  course: string;
  /** Where the receipt goes; left out when the payer gives none. */
  email?: string;
}

export function toCart(values: MvmFormValues): MvmCart {
  return {
    amount: centsToAmount(amountToCents(values.amount) ?? 0),
    description: values.description.trim(),
    payerName: values.payerName.trim(),
    course: values.course,
    ...(values.email.trim() ? { email: values.email.trim() } : {}),
  };
}
