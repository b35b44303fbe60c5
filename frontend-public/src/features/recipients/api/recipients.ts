// The customer's saved recipients (docs/specification.md#recipient-calls), customer
// session + CSRF: GET/POST /api/user/recipients, PATCH/DELETE /api/user/recipients/{id}.
// 401 -> /Login and 500 -> /Error500 centrally; 400/404/409 carry the message to show.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import type { SavedRecipient, SavedRecipientDraft } from '@/api/types';
import { api } from '@/lib/api-client';

export const recipientSchema: z.ZodMiniType<SavedRecipient> = z.object({
  id: z.string(),
  name: z.string(),
  /** International form, e.g. '+251911234567'. */
  telenumber: z.string(),
  /** Country name as the catalogue spells it. */
  country: z.string(),
  operatorName: z.string(),
  /** The product last paid for to this number, or null. */
  lastProductId: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Recipient = z.infer<typeof recipientSchema>;
export type RecipientDraft = SavedRecipientDraft;

const listSchema = z.object({ recipients: z.array(recipientSchema) });

export const recipientsQueryKey = ['recipients'] as const;

export async function getRecipients(): Promise<Recipient[]> {
  return listSchema.parse(await api.get('/api/user/recipients')).recipients;
}

/** The book; `enabled` false for a visitor (the call would send them to /Login). */
export function useRecipients(enabled = true) {
  return useQuery({ queryKey: recipientsQueryKey, queryFn: getRecipients, enabled });
}

/** Every change refreshes the one list the chips, the profile and the success page share. */
function useBookChange<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipientsQueryKey }),
  });
}

export const useSaveRecipient = () =>
  useBookChange(async (draft: RecipientDraft) =>
    recipientSchema.parse(await api.post('/api/user/recipients', draft)),
  );

export const useRenameRecipient = () =>
  useBookChange(async ({ id, name }: { id: string; name: string }) =>
    recipientSchema.parse(
      await api.patch(`/api/user/recipients/${encodeURIComponent(id)}`, { name }),
    ),
  );

export const useDeleteRecipient = () =>
  useBookChange((id: string) => api.delete(`/api/user/recipients/${encodeURIComponent(id)}`));
