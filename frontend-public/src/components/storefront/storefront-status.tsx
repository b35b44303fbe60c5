// GET /api/storefront: whether top-ups can be bought now (the back office's storefront switch).
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/v4-mini';
import type { StorefrontStatus } from '@/api/types';
import { api } from '@/lib/api-client';
import { t } from '@/i18n/i18n';

const storefrontStatusSchema: z.ZodMiniType<StorefrontStatus> = z.object({ open: z.boolean() });

export const STOREFRONT_CLOSED = (): string => t('storefront.closed');

/**
 * 'closed' when the server says the storefront is switched off; 'checking' while it is asked
 * (each page that shows it asks afresh); 'open' otherwise, also when the question fails
 * (checkout itself still refuses a closed storefront with 503).
 */
export function useStorefrontStatus(): 'open' | 'closed' | 'checking' {
  const status = useQuery({
    queryKey: ['storefront', 'status'],
    queryFn: async () => storefrontStatusSchema.parse(await api.get('/api/storefront')),
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
    <Alert severity="warning" role="alert">
      {STOREFRONT_CLOSED()}
    </Alert>
  );
}
