import * as z from 'zod/v4-mini';

// docs/specification.md#customer-validation Login: both fields only need to be filled; the server
// judges the rest.
const required = 'This field is required';

export const loginFormSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, required)),
  password: z.string().check(z.minLength(1, required)),
});

export type LoginFormValues = z.infer<typeof loginFormSchema>;
