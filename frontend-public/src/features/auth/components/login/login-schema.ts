import * as z from 'zod/v4-mini';
import { t } from '@/i18n/i18n';

// docs/specification.md#customer-validation Login: both fields only need to be filled; the server
// judges the rest.
const required = { error: () => t('validation.required') };

export const loginFormSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, required)),
  password: z.string().check(z.minLength(1, required)),
});

export type LoginFormValues = z.infer<typeof loginFormSchema>;
