// The home form and the saved recipients' chips put together as app/routes/home.tsx does: a chip
// fills the form (docs/specification.md#saved-recipients).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TopupForm } from '@/features/catalog/components/TopupForm';
import { RecipientChips } from '@/features/recipients/components/RecipientChips';
import type { FillTopup } from '@/lib/topup-prefill';
import { prefillState } from '@/lib/topup-prefill';
import { reply, restoreApi, stubApi } from '@/test/api-stub';
import { offers, VODA_2000_LABEL } from '@/test/offers';
import { renderHome } from '@/test/render';

const chips = (fill: FillTopup) => <RecipientChips fill={fill} />;
const recipient = {
  id: 'r-mum',
  name: 'Mum',
  telenumber: '+255754123456',
  country: 'Tanzania',
  operatorName: 'Vodacom Tanzania',
  lastProductId: 'tz-voda-2000',
  createdAt: '2026-11-01T10:00:00.000Z',
};

const combobox = (name: string) => screen.getByRole('combobox', { name });
const phone = () => screen.getByRole('textbox', { name: 'Mobile Number' });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('loginStatus', 'true');
});
afterEach(() => restoreApi());

describe('the home form with saved recipients', () => {
  it('one click fills country, operator, number and the last offer', async () => {
    stubApi({
      'GET /api/product/offers': reply(200, offers),
      'GET /api/user/recipients': reply(200, { recipients: [recipient] }),
    });
    renderHome(<TopupForm aboveCountry={chips} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mum' }));
    expect(combobox('Country')).toHaveTextContent('Tanzania');
    expect(combobox('Operator')).toHaveTextContent('Vodacom Tanzania');
    expect(combobox('Offer')).toHaveTextContent('Mobile Airtime');
    expect(phone()).toHaveValue('754123456');
    expect(combobox('Amount')).toHaveTextContent(VODA_2000_LABEL);
    expect(screen.getByRole('button', { name: 'Go to Payment' })).toBeVisible();
  });

  it('without the last offer (gone), fills the rest and leaves the amount to pick', async () => {
    stubApi({
      'GET /api/product/offers': reply(200, offers),
      'GET /api/user/recipients': reply(200, {
        recipients: [{ ...recipient, lastProductId: 'gone-product' }],
      }),
    });
    renderHome(<TopupForm aboveCountry={chips} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mum' }));
    expect(combobox('Operator')).toHaveTextContent('Vodacom Tanzania');
    expect(phone()).toHaveValue('754123456');
    expect(combobox('Amount')).not.toHaveTextContent('TZS');
    expect(screen.queryByRole('button', { name: 'Go to Payment' })).toBeNull();
  });

  it('opened with "pick another amount", fills the form once the offers are there', async () => {
    stubApi({ 'GET /api/product/offers': reply(200, offers) });
    renderHome(
      <TopupForm />,
      prefillState({ country: '', operator: 'Vodacom Tanzania', telenumber: '+255754123456' }),
    );
    await waitFor(() => expect(combobox('Country')).toHaveTextContent('Tanzania'));
    expect(combobox('Operator')).toHaveTextContent('Vodacom Tanzania');
    expect(phone()).toHaveValue('754123456');
  });
});
