import * as z from 'zod/v4-mini';

/** The answer of the account calls that only confirm: `{message}` (the screens show their own text). */
export const messageAnswerSchema = z.object({ message: z.optional(z.string()) });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** The answer of the code-mail calls: `codeSent` is false when the server mailed nothing. */
export const codeMailAnswerSchema = z.extend(messageAnswerSchema, {
  codeSent: z.optional(z.boolean()),
});
