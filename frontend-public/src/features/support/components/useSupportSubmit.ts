import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useBotCheck } from '@/components/captcha/useBotCheck';

/**
 * The sending of a support form. It goes only with a solved bot check, which is spent either way
 * (the server accepts a payload once); on success the form is emptied and `sent` opens the
 * success dialog, on failure `failure` words the error line (null: already redirected).
 */
export function useSupportSubmit<TValues extends FieldValues, TContext, TInput>(
  form: UseFormReturn<TValues, TContext, TInput>,
  send: UseMutationResult<void, Error, TInput & { altcha: string }>,
  failure: (error: unknown) => string | null,
) {
  const botCheck = useBotCheck();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = form.handleSubmit((input) => {
    if (!botCheck.payload) return;
    setError(null);
    send.mutate(
      { ...input, altcha: botCheck.payload },
      {
        onSuccess: () => {
          form.reset();
          setSent(true);
        },
        onError: (e) => setError(failure(e)),
        onSettled: botCheck.reset,
      },
    );
  });

  return {
    onSubmit,
    botCheck,
    sending: send.isPending,
    error,
    sent,
    closeSuccess: () => setSent(false),
  };
}

export type SupportSubmit = ReturnType<typeof useSupportSubmit>;
