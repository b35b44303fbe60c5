import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KNOWN_NUMBER_STATE } from '@/lib/number-check';
import { storedKnownNumber, storeKnownNumber } from '@/lib/stored-number-check';
import { pending, reply, restoreApi, stubApi } from '@/test/api-stub';
import { voda2000 } from '@/test/offers';
import { renderRoute } from '@/test/render';
import { CHECK_TITLE, CONFIRM_LABEL, NumberCheck } from './NumberCheck';

const CHECK = 'POST /api/user/recipients/check-number';

function renderCheck(state?: unknown) {
  const onReadyChange = vi.fn();
  const { unmount } = renderRoute(
    <NumberCheck phoneNumber="+255754123456" product={voda2000} onReadyChange={onReadyChange} />,
    { path: '/Payment', state },
  );
  return Object.assign(onReadyChange, { ready: onReadyChange, unmount });
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.setItem('loginStatus', 'true');
});
afterEach(() => restoreApi());

describe('NumberCheck', () => {
  it('shows a new number back, grouped, with the operator, and holds payment until confirmed', async () => {
    const api = stubApi({ [CHECK]: reply(200, { known: false, savedAs: null }) });
    const ready = renderCheck();
    const group = await screen.findByRole('group', { name: CHECK_TITLE() });
    expect(screen.getByTestId('number-to-confirm')).toHaveTextContent(
      '+255 754 123 456 · Vodacom Tanzania',
    );
    expect(group).toHaveTextContent('You have not sent a top-up to this number before.');
    expect(ready).toHaveBeenLastCalledWith(false);
    expect(api.bodies('/api/user/recipients/check-number')).toEqual([
      { telenumber: '+255754123456' },
    ]);

    await userEvent.click(screen.getByRole('checkbox', { name: CONFIRM_LABEL() }));
    expect(ready).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByRole('checkbox', { name: CONFIRM_LABEL() }));
    expect(ready).toHaveBeenLastCalledWith(false);
  });

  it("keeps the question's place, hidden, until the answer", async () => {
    stubApi({ [CHECK]: pending });
    const ready = renderCheck();
    // Drawn at its size (nothing below moves when it shows), but neither seen nor read out.
    const kept = (await screen.findByTestId('number-to-confirm')).closest('[role="group"]');
    expect(kept).not.toBeVisible();
    expect(kept).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('group', { name: CHECK_TITLE() })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(ready).toHaveBeenLastCalledWith(false);
  });

  it('asks once: a number confirmed in this tab is not asked again', async () => {
    stubApi({ [CHECK]: reply(200, { known: false, savedAs: null }) });
    const first = renderCheck();
    await userEvent.click(await screen.findByRole('checkbox', { name: CONFIRM_LABEL() }));
    first.unmount();
    const again = renderCheck();
    expect(again.ready).toHaveBeenLastCalledWith(true);
    expect(await screen.findByRole('checkbox', { name: CONFIRM_LABEL() })).toBeChecked();
  });

  it('lets a number paid for before through without asking', async () => {
    stubApi({ [CHECK]: reply(200, { known: true, savedAs: null }) });
    const ready = renderCheck();
    await waitFor(() => expect(ready).toHaveBeenLastCalledWith(true));
    expect(screen.queryByRole('group', { name: CHECK_TITLE() })).toBeNull();
  });

  it('names a saved recipient and lets it through', async () => {
    stubApi({ [CHECK]: reply(200, { known: true, savedAs: 'Mum' }) });
    const ready = renderCheck();
    expect(await screen.findByText('Mum')).toBeVisible();
    expect(ready).toHaveBeenLastCalledWith(true);
  });

  it('skips the question for a repeat, without asking the server', async () => {
    const api = stubApi({ [CHECK]: pending });
    const ready = renderCheck(KNOWN_NUMBER_STATE);
    expect(ready).toHaveBeenLastCalledWith(true);
    expect(api.requests()).toEqual([]);
  });

  it('asks when the server cannot tell', async () => {
    stubApi({ [CHECK]: reply(429, { message: 'Too many requests, please try again later.' }) });
    const ready = renderCheck();
    expect(await screen.findByRole('checkbox', { name: CONFIRM_LABEL() })).not.toBeChecked();
    expect(ready).toHaveBeenLastCalledWith(false);
  });

  describe('with the answer Go to Payment kept beside the selection', () => {
    const NUMBER = '+255754123456';
    /** What Go to Payment keeps: the answer, and the number as its country writes it. */
    const GROUPED = '+255 754 123 456';
    /** The check asked in the background reaches its (pending) handler before the test ends. */
    const asked = (api: ReturnType<typeof stubApi>, times = 1) =>
      expect
        .poll(() => api.bodies('/api/user/recipients/check-number'))
        .toEqual(Array(times).fill({ telenumber: NUMBER }));

    it('asks at the first render from a kept "unknown", nothing hidden', async () => {
      storeKnownNumber(NUMBER, { known: false, savedAs: null }, Date.now(), GROUPED);
      const api = stubApi({ [CHECK]: pending });
      const ready = renderCheck();
      // Synchronously after the render: the question is there and shown, not waiting for the API
      // nor for libphonenumber.
      const group = screen.getByRole('group', { name: CHECK_TITLE() });
      expect(group).toBeVisible();
      expect(screen.getByTestId('number-to-confirm')).toHaveTextContent(
        '+255 754 123 456 · Vodacom Tanzania',
      );
      expect(group).not.toHaveAttribute('aria-hidden');
      expect(screen.getByRole('checkbox', { name: CONFIRM_LABEL() })).not.toBeChecked();
      expect(ready).toHaveBeenLastCalledWith(false);
      await asked(api);
    });

    it('draws nothing for a kept "known", and names a kept saved recipient', async () => {
      storeKnownNumber(NUMBER, { known: true, savedAs: null });
      const api = stubApi({ [CHECK]: pending });
      const first = renderCheck();
      expect(screen.queryByTestId('number-to-confirm')).toBeNull();
      expect(first.ready).toHaveBeenLastCalledWith(true);
      first.unmount();

      storeKnownNumber(NUMBER, { known: true, savedAs: 'Mum' });
      const second = renderCheck();
      expect(screen.getByText('Mum')).toBeVisible();
      expect(second.ready).toHaveBeenLastCalledWith(true);
      await asked(api, 2);
    });

    it('ignores the answer kept for another number', async () => {
      storeKnownNumber('+255754999999', { known: true, savedAs: 'Mum' });
      const api = stubApi({ [CHECK]: pending });
      const ready = renderCheck();
      const kept = screen.getByTestId('number-to-confirm').closest('[role="group"]');
      expect(kept).toHaveAttribute('aria-hidden', 'true');
      expect(screen.queryByText('Mum')).toBeNull();
      expect(ready).toHaveBeenLastCalledWith(false);
      await asked(api);
    });

    it('asks the server again, whose fresh answer replaces a stale kept one', async () => {
      storeKnownNumber(NUMBER, { known: false, savedAs: null }, Date.now() - 60 * 60_000, GROUPED);
      const api = stubApi({ [CHECK]: reply(200, { known: true, savedAs: 'Mum' }) });
      const ready = renderCheck();
      expect(screen.getByRole('group', { name: CHECK_TITLE() })).toBeVisible();

      expect(await screen.findByText('Mum')).toBeVisible();
      expect(screen.queryByRole('group', { name: CHECK_TITLE() })).toBeNull();
      expect(ready).toHaveBeenLastCalledWith(true);
      expect(api.bodies('/api/user/recipients/check-number')).toEqual([{ telenumber: NUMBER }]);
      // Kept for the next /Payment, with the grouped number.
      expect(storedKnownNumber(NUMBER)).toMatchObject({
        answer: { known: true, savedAs: 'Mum' },
        display: GROUPED,
      });
    });

    it('keeps the question hidden until the number is grouped, when none was kept with it', async () => {
      storeKnownNumber(NUMBER, { known: false, savedAs: null });
      const api = stubApi({ [CHECK]: pending });
      renderCheck();
      // The answer is there, the grouping comes with libphonenumber, loaded now.
      const kept = screen.getByTestId('number-to-confirm').closest('[role="group"]');
      expect(kept).toHaveAttribute('aria-hidden', 'true');
      const group = await screen.findByRole('group', { name: CHECK_TITLE() });
      expect(group).toBeVisible();
      expect(screen.getByTestId('number-to-confirm')).toHaveTextContent(
        '+255 754 123 456 · Vodacom Tanzania',
      );
      await asked(api);
    });
  });
});
