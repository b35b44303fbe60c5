import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readPrefillState } from '@/lib/topup-prefill';
import { reply, replies, restoreApi, stubApi } from '@/test/api-stub';
import { offers } from '@/test/offers';
import { location, locationState } from '@/test/queries';
import { renderRoute } from '@/test/render';
import { brother, mum } from '../test/recipients';
import { productGoneText } from './ProductGoneAlert';
import { EMPTY_TEXT, RecipientsSection } from './RecipientsSection';

const LIST = 'GET /api/user/recipients';

function renderSection() {
  renderRoute(<RecipientsSection />, { path: '/Profile', onlyAtPath: true });
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('loginStatus', 'true');
});
afterEach(() => restoreApi());

describe('RecipientsSection', () => {
  it('lists the recipients with their number grouped, operator and country', async () => {
    stubApi({ [LIST]: reply(200, { recipients: [brother, mum] }) });
    renderSection();
    expect(await screen.findByText('+255 754 123 456 · Vodacom Tanzania · Tanzania')).toBeVisible();
    expect(screen.getByText('+254 712 345678 · Safaricom · Kenya')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send again to Mum' })).toBeVisible();
  });

  it('says how to get one when there is none', async () => {
    stubApi({ [LIST]: reply(200, { recipients: [] }) });
    renderSection();
    expect(await screen.findByText(EMPTY_TEXT())).toBeVisible();
  });

  it('renames, and shows the server’s reason when it refuses', async () => {
    const api = stubApi({
      [LIST]: replies(
        reply(200, { recipients: [mum] }),
        reply(200, { recipients: [{ ...mum, name: 'Mother' }] }),
      ),
      'PATCH /api/user/recipients/r-mum': replies(
        reply(400, { statusCode: 400, message: 'The name can be at most 40 characters' }),
        reply(200, { ...mum, name: 'Mother' }),
      ),
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Mum' }));
    const form = screen.getByRole('form', { name: 'Rename Mum' });
    const field = within(form).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Mother');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The name can be at most 40 characters')).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Rename Mother' })).toBeVisible();
    expect(api.bodies('/api/user/recipients/r-mum')).toEqual([
      { name: 'Mother' },
      { name: 'Mother' },
    ]);
  });

  it('deletes after a confirmation', async () => {
    const api = stubApi({
      [LIST]: replies(reply(200, { recipients: [mum] }), reply(200, { recipients: [] })),
      'DELETE /api/user/recipients/r-mum': reply(200, { message: 'Recipient deleted' }),
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Mum' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Mum?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(EMPTY_TEXT())).toBeVisible();
    expect(api.requests().map((r) => `${r.method} ${r.url}`)).toContain(
      'DELETE /api/user/recipients/r-mum',
    );
  });

  it('adds a recipient for a country and operator the shop sells', async () => {
    const api = stubApi({
      [LIST]: replies(reply(200, { recipients: [] }), reply(200, { recipients: [brother] })),
      'GET /api/product/offers': reply(200, offers),
      'POST /api/user/recipients': reply(201, brother),
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a recipient' }));
    const form = screen.getByRole('form', { name: 'Add a recipient' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Brother');
    await userEvent.click(within(form).getByRole('combobox', { name: 'Country' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kenya' }));
    await userEvent.click(within(form).getByRole('combobox', { name: 'Operator' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Safaricom' }));
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Mobile number' }),
      '+254 712 345 678',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save recipient' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add a recipient' })).toBeNull());
    expect(api.bodies('/api/user/recipients').filter(Boolean)).toEqual([
      { name: 'Brother', telenumber: '+254712345678', country: 'Kenya', operatorName: 'Safaricom' },
    ]);
  });

  it('Send again on one never paid for opens the home form filled for it', async () => {
    stubApi({ [LIST]: reply(200, { recipients: [brother] }) });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Send again to Brother' }));
    expect(location()).toBe('/');
    expect(readPrefillState(locationState())).toEqual({
      country: 'Kenya',
      operator: 'Safaricom',
      telenumber: '+254712345678',
      productId: null,
    });
  });

  it('Send again on a gone product says so and leads to the filled form', async () => {
    stubApi({
      [LIST]: reply(200, { recipients: [mum] }),
      'GET /api/product/getOfferById/tz-voda-2000': reply(404, {
        message: 'Product Not Available!',
      }),
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Send again to Mum' }));
    expect(await screen.findByText(productGoneText('Mum'))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Pick another amount' }));
    expect(location()).toBe('/');
    expect(readPrefillState(locationState())).toMatchObject({ operator: 'Vodacom Tanzania' });
  });
});
