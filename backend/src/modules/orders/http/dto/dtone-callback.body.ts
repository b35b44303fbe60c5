import { z } from 'zod';

/**
 * DT One's callback body is the transaction (DVS 1.23.0, "Callbacks"); only what says whose
 * transaction it is gets read, the rest (its status too) is read back from DT One before use.
 */
export const dtoneCallbackBodySchema = z.object({
  id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,20}$/)]).transform(String),
  external_id: z.string().min(1).max(40),
});
export type DtoneCallbackBody = z.infer<typeof dtoneCallbackBodySchema>;
