import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reply, restoreApi, stubApi } from '@/test/api-stub';
import { voda2000 } from '@/test/offers';
import { location, locationState } from '@/test/queries';
import { renderRoute } from '@/test/render';
import { brother, mum } from '../test/recipients';
import { RecipientChips } from './RecipientChips';
import { productGoneText } from './ProductGoneAlert';

const LIST = 'GET /api/user/recipients';

function renderChips() {
  const fill = vi.fn();
  renderRoute(<RecipientChips fill={fill} />, { path: '/', onlyAtPath: true });
  return fill;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('loginStatus', 'true');
});
afterEach(() => restoreApi());

describe('RecipientChips', () => {
  it('shows nothing and asks nothing for a visitor', async () => {
    localStorage.setItem('loginStatus', 'false');
    const api = stubApi({ [LIST]: reply(200, { recipients: [mum] }) });
    renderChips();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Mum' })).toBeNull();
    expect(api.requests()).toEqual([]);
  });

  it('fills the form for a recipient with one click, the last product with it', async () => {
    stubApi({ [LIST]: reply(200, { recipients: [brother, mum] }) });
    const fill = renderChips();
    const chip = await screen.findByRole('button', { name: 'Mum' });
    expect(screen.getByRole('region', { name: 'Send to a saved recipient' })).toBeVisible();
    await userEvent.click(chip);
    expect(fill).toHaveBeenCalledWith({
      country: 'Tanzania',
      operator: 'Vodacom Tanzania',
      telenumber: '+255754123456',
      productId: 'tz-voda-2000',
    });
    expect(chip).toHaveAttribute('aria-pressed', 'true');
  });

  it('Send again opens /Payment with today’s price, as a repeat', async () => {
    const today = { ...voda2000, amount: 1.2 };
    stubApi({
      [LIST]: reply(200, { recipients: [mum] }),
      'GET /api/product/getOfferById/tz-voda-2000': reply(200, today),
    });
    renderChips();
    await userEvent.click(await screen.findByRole('button', { name: 'More for Mum' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Send again' }));
    await waitFor(() => expect(location()).toBe('/Payment'));
    expect(locationState()).toEqual({
      product: today,
      phoneNumber: '+255754123456',
      prevPath: '/',
      knownNumber: true,
    });
  });

  it('says clearly when the product is gone, and fills the form to pick another amount', async () => {
    stubApi({
      [LIST]: reply(200, { recipients: [mum] }),
      'GET /api/product/getOfferById/tz-voda-2000': reply(404, {
        message: 'Product Not Available!',
      }),
    });
    const fill = renderChips();
    await userEvent.click(await screen.findByRole('button', { name: 'More for Mum' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Send again' }));
    expect(await screen.findByText(productGoneText('Mum'))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Pick another amount' }));
    expect(fill).toHaveBeenCalledWith({
      country: 'Tanzania',
      operator: 'Vodacom Tanzania',
      telenumber: '+255754123456',
      productId: null,
    });
    expect(screen.queryByText(productGoneText('Mum'))).toBeNull();
  });

  it("shows a recipient's automatic top-up beside its chip", async () => {
    stubApi({
      [LIST]: reply(200, { recipients: [brother, mum] }),
      'GET /api/user/auto-top-ups': reply(200, {
        autoTopUps: [
          {
            id: 's1',
            productId: voda2000.productId,
            productName: '2,000 TZS',
            telenumber: mum.telenumber,
            operatorName: mum.operatorName,
            intervalDays: 14,
            status: 'active',
            stopReason: null,
            nextDueAt: '2026-12-04T10:00:00.000Z',
            nextAmountCents: 153,
            agreedCents: 153,
            timeZone: 'UTC',
            createdAt: '2026-11-27T10:00:00.000Z',
          },
        ],
        card: null,
      }),
    });
    renderChips();
    await screen.findByRole('button', { name: 'Mum' });
    expect(await screen.findByTitle('Mum: automatic top-up every 14 days')).toBeInTheDocument();
    expect(screen.queryByTitle(/^Brother: automatic top-up/)).toBeNull();
  });
});
