import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reply, replies, restoreApi, stubApi } from '@/test/api-stub';
import { voda2000 } from '@/test/offers';
import { renderRoute } from '@/test/render';
import { mum } from '../test/recipients';
import { SAVE_TITLE, SaveAfterPayment } from './SaveAfterPayment';

function renderSave() {
  renderRoute(<SaveAfterPayment productId="tz-voda-2000" phoneNumber="+255754123456" />, {
    path: '/payementSuccess',
  });
}

beforeEach(() => {
  localStorage.setItem('loginStatus', 'true');
});
afterEach(() => restoreApi());

describe('SaveAfterPayment', () => {
  it('saves the number paid for under a name, with the product’s country and operator', async () => {
    const api = stubApi({
      'GET /api/user/recipients': replies(
        reply(200, { recipients: [] }),
        reply(200, { recipients: [mum] }),
      ),
      'GET /api/product/getOfferById/tz-voda-2000': reply(200, voda2000),
      'POST /api/user/recipients': reply(201, mum),
    });
    renderSave();
    const form = await screen.findByRole('form', { name: SAVE_TITLE() });
    expect(within(form).getByText('+255 754 123 456 · Vodacom Tanzania')).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Please give the recipient a name')).toBeVisible();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Mum');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/is saved as/)).toHaveTextContent(
      '+255 754 123 456 is saved as Mum: it is on the home page for your next top-up.',
    );
    expect(api.bodies('/api/user/recipients').filter(Boolean)).toEqual([
      {
        name: 'Mum',
        telenumber: '+255754123456',
        country: 'Tanzania',
        operatorName: 'Vodacom Tanzania',
      },
    ]);
  });

  it('shows the server’s reason, e.g. a full book', async () => {
    stubApi({
      'GET /api/user/recipients': reply(200, { recipients: [] }),
      'GET /api/product/getOfferById/tz-voda-2000': reply(200, voda2000),
      'POST /api/user/recipients': reply(409, {
        statusCode: 409,
        message: 'You can keep at most 50 recipients. Please delete one first.',
      }),
    });
    renderSave();
    const form = await screen.findByRole('form', { name: SAVE_TITLE() });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Mum');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('You can keep at most 50 recipients. Please delete one first.'),
    ).toBeVisible();
  });

  it('says under which name an already saved number is', async () => {
    stubApi({
      'GET /api/user/recipients': reply(200, { recipients: [mum] }),
      'GET /api/product/getOfferById/tz-voda-2000': reply(200, voda2000),
    });
    renderSave();
    expect(await screen.findByText(/is saved as/)).toBeVisible();
    expect(screen.queryByRole('form', { name: SAVE_TITLE() })).toBeNull();
  });
});
