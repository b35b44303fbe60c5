import { z } from 'zod';

/** The answer of the account calls that only confirm: `{message}` (the screens show their own text). */
export const messageAnswerSchema = z.object({ message: z.string().optional() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** The answer of the code-mail calls: `codeSent` is false when the server mailed nothing. */
export const codeMailAnswerSchema = messageAnswerSchema.extend({
  codeSent: z.boolean().optional(),
});
