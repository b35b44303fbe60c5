import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '@/lib/api-client';
import { reply, stubApi } from '@/test/api-stub';
import { offers, VODA_2000_LABEL } from '@/test/offers';
import { PRODUCT_NOT_AVAILABLE } from '@/api/offer';
import { useGoToPayment } from './useGoToPayment';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

const selection = {
  country: 'Tanzania',
  operator: 'Vodacom Tanzania',
  offer: 'Mobile Airtime',
  phone: '754123456',
  amount: VODA_2000_LABEL,
};

beforeEach(() => {
  localStorage.clear();
  clearCsrfToken();
  stubApi({ 'POST /api/dtone/mobilelookup': reply(200, { valid: true, operators: [] }) });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useGoToPayment', () => {
  it("says 'Product Not Available!' when no offer matches the chosen amount", async () => {
    const { result } = renderHook(() => useGoToPayment(), { wrapper });

    // E.g. the catalogue changed between the choice and the click.
    const withoutIt = offers.filter((o) => o.productId !== 'tz-voda-2000');
    await act(() => result.current.goToPayment(withoutIt, selection, '+255754123456'));

    await waitFor(() => expect(result.current.error).toBe(PRODUCT_NOT_AVAILABLE()));
    expect(PRODUCT_NOT_AVAILABLE()).toBe('Product Not Available!');
    expect(result.current.busy).toBe(false);
    expect(localStorage.getItem('product')).toBeNull();
    expect(localStorage.getItem('phoneNumber')).toBeNull();
  });
});
