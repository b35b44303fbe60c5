import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { storeKnownNumber } from '@/lib/stored-number-check';
import { restoreApi, stubApi, pending } from '@/test/api-stub';
import { voda2000 } from '@/test/offers';
import { renderRoute } from '@/test/render';
import { CHECK_TITLE, NumberCheck } from './NumberCheck';

// libphonenumber's chunk cannot be fetched (the network dropped after the page's own code).
vi.mock('@/lib/phone-display', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

beforeEach(() => localStorage.setItem('loginStatus', 'true'));
afterEach(() => restoreApi());

it('asks with the number as stored when libphonenumber cannot be loaded', async () => {
  storeKnownNumber('+255754123456', { known: false, savedAs: null });
  stubApi({ 'POST /api/user/recipients/check-number': pending });
  const onReadyChange = vi.fn();
  renderRoute(
    <NumberCheck phoneNumber="+255754123456" product={voda2000} onReadyChange={onReadyChange} />,
    { path: '/Payment' },
  );
  // Shown, and answerable: not a question that never shows and a payment that never unlocks.
  expect(await screen.findByRole('group', { name: CHECK_TITLE() })).toBeVisible();
  expect(screen.getByTestId('number-to-confirm')).toHaveTextContent(
    '+255754123456 · Vodacom Tanzania',
  );
});
