import * as z from 'zod/v4-mini';
import { isEmail } from '@/lib/validation';

// docs/specification.md#customer-validation Forgot password ('filed' as the specification writes
// it).
export const forgotPasswordSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'This filed is required'),
      z.refine(isEmail, 'Please enter a valid email address'),
    ),
});

export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
