import { useQuery } from '@tanstack/react-query';
import { storedKnownNumber } from '@/lib/stored-number-check';

/**
 * `telenumber` grouped for its country, for the wrong-number question: the display Go to Payment
 * kept with its answer, at the first render; otherwise libphonenumber is loaded for it (beside the
 * check's request), not before /Payment's first render. Undefined until then.
 */
export function useNumberDisplay(telenumber: string): string | undefined {
  const grouped = useQuery({
    queryKey: ['recipients', 'display', telenumber],
    queryFn: async () => (await import('@/lib/phone-display')).formatNumber(telenumber),
    initialData: () => storedKnownNumber(telenumber)?.display,
    // A number's grouping never changes.
    staleTime: Infinity,
    enabled: telenumber !== '',
  });
  // libphonenumber did not load (the network dropped): the number as stored, rather than a
  // question that never shows and a payment that never unlocks.
  return grouped.data ?? (grouped.isError ? telenumber : undefined);
}
