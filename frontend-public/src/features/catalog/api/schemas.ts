// The home form's answer schemas, loaded beside its requests (src/lib/checked-answer.ts): zod
// stays out of the home page's first load.
import * as z from 'zod/v4-mini';
import { offerSchema } from '@/api/schemas';

export const offersSchema = z.array(offerSchema);

export const mobileLookupAnswerSchema = z.object({
  valid: z.boolean(),
  /** Empty when the provider does not know the number's operator. */
  operators: z.array(
    z.object({ id: z.string(), name: z.string(), country: z.nullish(z.string()) }),
  ),
});

export const requestLinkAnswerSchema = z.object({ phoneNumber: z.string() });
