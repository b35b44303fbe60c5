// GET /api/storefront: whether top-ups can be bought now (the back office's storefront switch).
import { useQuery } from '@tanstack/react-query';
import { LateAlert } from '@/components/feedback/LateAlert';
import { api } from '@/lib/api-client';
import { checkedAnswer } from '@/lib/checked-answer';
import { t } from '@/i18n/i18n';

export const STOREFRONT_CLOSED = (): string => t('storefront.closed');

/**
 * 'closed' when the server says the storefront is switched off; 'checking' while it is asked
 * (each page that shows it asks afresh); 'open' otherwise, also when the question fails
 * (checkout itself still refuses a closed storefront with 503).
 */
export function useStorefrontStatus(): 'open' | 'closed' | 'checking' {
  const status = useQuery({
    queryKey: ['storefront', 'status'],
    queryFn: () =>
      checkedAnswer(
        api.get('/api/storefront'),
        import('@/api/schemas').then((m) => m.storefrontStatusSchema),
      ),
    staleTime: 0,
    // Back to the tab: the switch may have changed meanwhile.
    refetchOnWindowFocus: true,
  });
  if (status.data?.open === false) return 'closed';
  return status.isFetching ? 'checking' : 'open';
}

/** The words at the top of the home form and /Payment while the storefront is off. */
export function StorefrontClosedNotice() {
  return (
    <LateAlert severity="warning" role="alert">
      {STOREFRONT_CLOSED()}
    </LateAlert>
  );
}
