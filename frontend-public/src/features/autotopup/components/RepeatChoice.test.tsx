import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RepeatChosen } from '@/lib/repeat-choice';
import { reply, restoreApi, stubApi } from '@/test/api-stub';
import { voda2000 } from '@/test/offers';
import { renderRoute } from '@/test/render';
import { RepeatChoice } from './RepeatChoice';

function renderChoice() {
  const onChange = vi.fn<(chosen: RepeatChosen | null) => void>();
  renderRoute(<RepeatChoice phoneNumber="+255754123456" product={voda2000} onChange={onChange} />, {
    path: '/Payment',
  });
  return onChange;
}

beforeEach(() => localStorage.setItem('loginStatus', 'true'));
afterEach(() => restoreApi());

describe('RepeatChoice', () => {
  it('pays once by default; an interval asks for the consent in words before the card can pay', async () => {
    const onChange = renderChoice();
    const group = await screen.findByRole('radiogroup');
    expect(screen.getByRole('radio', { name: 'No, just this once' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(group).toBeVisible();

    await userEvent.click(screen.getByRole('radio', { name: 'Every 14 days' }));
    const consent = screen.getByRole('checkbox', {
      name: 'Save my card and charge it $1.53 every 14 days for this top-up to +255754123456, until I cancel. I get a reminder the day before each charge and can skip, pause or cancel any time on my profile.',
    });
    expect(onChange.mock.lastCall?.[0]).toMatchObject({
      ready: false,
      waitingFor: 'Tick the box above to save your card for the automatic top-ups.',
    });
    await userEvent.click(consent);
    expect(onChange.mock.lastCall?.[0]).toMatchObject({ ready: true, waitingFor: undefined });

    await userEvent.click(screen.getByRole('radio', { name: 'No, just this once' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('starts the first payment with the product, number, interval, time zone and consent', async () => {
    const api = stubApi({
      'POST /api/user/auto-top-ups': reply(200, { url: 'https://checkout.stripe.com/c/pay/cs_1' }),
    });
    const onChange = renderChoice();
    await userEvent.click(await screen.findByRole('radio', { name: 'Every 7 days' }));
    await userEvent.click(screen.getByRole('checkbox'));
    const chosen = onChange.mock.lastCall![0]!;
    expect(await chosen.start()).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_1' });
    expect(api.bodies('/api/user/auto-top-ups')).toEqual([
      {
        productId: voda2000.productId,
        telenumber: '+255754123456',
        intervalDays: 7,
        timeZone: expect.any(String),
        consent: true,
      },
    ]);
  });

  it('is not offered for a ranged product', () => {
    const onChange = vi.fn();
    renderRoute(
      <RepeatChoice
        phoneNumber="+255754123456"
        product={{ ...voda2000, kind: 'ranged' }}
        onChange={onChange}
      />,
      { path: '/Payment' },
    );
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
