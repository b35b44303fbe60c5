import { z } from 'zod';

// docs/specification.md#customer-validation Login: both fields only need to be filled; the server
// judges the rest.
const required = 'This field is required';

export const loginFormSchema = z.object({
  email: z.string().trim().min(1, required),
  password: z.string().min(1, required),
});

export type LoginFormValues = z.infer<typeof loginFormSchema>;
