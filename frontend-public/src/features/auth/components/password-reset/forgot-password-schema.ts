import { z } from 'zod';
import { isEmail } from '../../../../lib/validation';

// docs/specification.md#customer-validation Forgot password ('filed' as the specification writes
// it).
export const forgotPasswordSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'This filed is required')
    .refine(isEmail, 'Please enter a valid email address'),
});

export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
