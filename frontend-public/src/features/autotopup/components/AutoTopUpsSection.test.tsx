import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AutoTopUp } from '@/api/types';
import { reply, replies, restoreApi, stubApi } from '@/test/api-stub';
import { renderRoute } from '@/test/render';
import { AutoTopUpsSection, PENDING_REFRESH_MS } from './AutoTopUpsSection';

const schedule: AutoTopUp = {
  id: '7b1f0c9a-0000-4000-8000-000000000007',
  productId: 'tz-voda-2000',
  productName: '2,000 TZS Airtime',
  telenumber: '+255754123456',
  operatorName: 'Vodacom Tanzania',
  intervalDays: 7,
  status: 'active',
  stopReason: null,
  nextDueAt: '2026-12-04T10:00:00.000Z',
  nextAmountCents: 153,
  agreedCents: 153,
  timeZone: 'UTC',
  createdAt: '2026-11-27T10:00:00.000Z',
};
const PATH = `/api/user/auto-top-ups/${schedule.id}`;

beforeEach(() => localStorage.setItem('loginStatus', 'true'));
afterEach(() => restoreApi());

describe('AutoTopUpsSection', () => {
  it('says when there are none', async () => {
    stubApi({ 'GET /api/user/auto-top-ups': reply(200, { autoTopUps: [], card: null }) });
    renderRoute(<AutoTopUpsSection />, { path: '/Profile' });
    expect(
      await screen.findByText(
        'No automatic top-ups. Choose "Repeat automatically" when you pay by card to keep a number topped up.',
      ),
    ).toBeVisible();
  });

  it('asks again while a schedule waits for its first payment, and stops once it has started', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const api = stubApi({
        'GET /api/user/auto-top-ups': replies(
          reply(200, {
            autoTopUps: [
              { ...schedule, status: 'pending', nextDueAt: null, nextAmountCents: null },
            ],
            card: null,
          }),
          reply(200, { autoTopUps: [schedule], card: { brand: 'visa', last4: '4242' } }),
        ),
      });
      renderRoute(<AutoTopUpsSection />, { path: '/Profile' });
      expect(await screen.findByText('Starts once the first payment is confirmed.')).toBeVisible();
      await vi.advanceTimersByTimeAsync(PENDING_REFRESH_MS);
      expect(await screen.findByText(/Next: .*, \$1\.53/)).toBeVisible();
      expect(screen.getByText('Saved card: Visa ending 4242')).toBeVisible();
      await vi.advanceTimersByTimeAsync(3 * PENDING_REFRESH_MS);
      expect(api.requests().filter((r) => r.url === '/api/user/auto-top-ups')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the next date and amount and the card; skips, pauses and cancels after a confirm', async () => {
    const api = stubApi({
      // The list again after each change: the schedule runs until it is cancelled.
      'GET /api/user/auto-top-ups': replies(
        ...Array.from({ length: 3 }, () =>
          reply(200, { autoTopUps: [schedule], card: { brand: 'visa', last4: '4242' } }),
        ),
        reply(200, { autoTopUps: [{ ...schedule, status: 'cancelled' }], card: null }),
      ),
      [`PATCH ${PATH}` as 'PATCH /api/user/auto-top-ups/{id}']: reply(200, schedule),
    });
    renderRoute(<AutoTopUpsSection />, { path: '/Profile' });
    const row = within(await screen.findByTestId('auto-top-up'));
    expect(row.getByText(/Next: .*, \$1\.53/)).toBeVisible();
    expect(screen.getByText('Saved card: Visa ending 4242')).toBeVisible();

    await userEvent.click(row.getByRole('button', { name: 'Skip next' }));
    await userEvent.click(await row.findByRole('button', { name: 'Pause' }));
    await userEvent.click(await row.findByRole('button', { name: 'Cancel' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Cancel this automatic top-up?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel it' }));
    await screen.findByText('Cancelled');
    expect(api.bodies(PATH)).toEqual([
      { action: 'skip' },
      { action: 'pause' },
      { action: 'cancel' },
    ]);
  });
});
