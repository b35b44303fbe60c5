// POST /api/user/recipients/check-number {telenumber}, asked by Go to Payment for a logged-in
// customer, and its answer kept beside the stored selection (lib/stored-number-check.ts): /Payment
// then draws the wrong-number question, or nothing, at its first render
// (docs/decisions.md#the-answer-comes-with-the-selection). Loaded only when Go is pressed.
import type { QueryClient } from '@tanstack/react-query';
import type { KnownNumber } from '@/api/types';
import { api } from '@/lib/api-client';
import { isKnownNumber, knownNumberQueryKey, storeKnownNumber } from '@/lib/stored-number-check';

/** How long Go waits for the answer; a later answer is still kept, /Payment shares the query. */
export const KNOWN_NUMBER_WAIT_MS = 1500;

async function checkNumber(telenumber: string): Promise<KnownNumber> {
  // Quiet on failure: /Payment asks again and handles what goes wrong there (401 keeps the top-up
  // for after the login).
  const answer = await api.post(
    '/api/user/recipients/check-number',
    { telenumber },
    { handle: [401, 500, 503] },
  );
  if (!isKnownNumber(answer)) throw new Error('Unexpected check-number answer');
  return answer;
}

/**
 * Asks the check for `telenumber` (or reuses the query's fresh answer) and keeps the answer for
 * /Payment; resolves once it is kept, or after KNOWN_NUMBER_WAIT_MS. A failed check keeps nothing.
 */
export async function askKnownNumber(queryClient: QueryClient, telenumber: string): Promise<void> {
  const queryKey = knownNumberQueryKey(telenumber);
  // The phone input has loaded libphonenumber by now: the grouped number costs no download here
  // and saves /Payment one before its first render. Without it the answer is still kept.
  const display = import('@/lib/phone-display').then(
    ({ formatNumber }) => formatNumber(telenumber),
    () => undefined,
  );
  const kept = Promise.all([
    queryClient.fetchQuery({ queryKey, queryFn: () => checkNumber(telenumber) }),
    display,
  ]).then(
    ([answer, grouped]) =>
      storeKnownNumber(
        telenumber,
        answer,
        queryClient.getQueryState(queryKey)?.dataUpdatedAt,
        grouped,
      ),
    () => undefined,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>(
    (resolve) => (timer = setTimeout(resolve, KNOWN_NUMBER_WAIT_MS)),
  );
  await Promise.race([kept, waited]);
  clearTimeout(timer);
}
