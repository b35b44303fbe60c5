import { Logger } from '@nestjs/common';
import { DtoneProviderBalance } from '@integrations/dtone/dtone-provider-balance';
import { DtoneTopUpSender } from '@integrations/dtone/dtone-top-up-sender';
import { ProviderBalanceUnavailable } from '@modules/backoffice/ports/provider-balance.port';
import { dvsProduct, DvsStandIn } from '@selamtopup/test-kit/stand-ins/dvs';
import { clientFor } from './dvs-client';

const TZA = { iso: 'TZA', name: 'Tanzania', currency: 'TZS' };

describe('DT One balance over HTTP (GET /balances)', () => {
  beforeAll(() => Logger.overrideLogger(false)); // the client's retry warnings are expected here
  let standIn: DvsStandIn;
  let balance: DtoneProviderBalance;
  beforeEach(async () => {
    standIn = new DvsStandIn();
    await standIn.start();
    balance = new DtoneProviderBalance(clientFor(standIn, {}, { retries: 0 }));
  });
  afterEach(() => standIn.stop());

  it('asks for the USD currency balance and answers what is available, in cents', async () => {
    expect(await balance.read()).toEqual({ availableCents: 150_050, currency: 'USD' });
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: '/balances' });
    expect(Object.fromEntries(standIn.requests.at(-1)!.query)).toEqual({
      unit_type: 'CURRENCY',
      unit: 'USD',
    });
  });

  it('goes down by the wholesale amount and fee of each transaction', async () => {
    standIn.products.push(
      dvsProduct(4242, TZA, {
        prices: {
          wholesale: { unit_type: 'CURRENCY', unit: 'USD', amount: 1.87, fee: 0.1 },
          retail: { unit_type: 'CURRENCY', unit: 'USD', amount: 2.25, fee: 0 },
        },
      }),
    );
    const sent = await new DtoneTopUpSender(clientFor(standIn)).send({
      externalId: 'order-balance-1',
      productId: '4242',
      mobileNumber: '+255754123456',
    });
    expect(sent.wholesaleCents).toBe(197);
    expect((await balance.read()).availableCents).toBe(150_050 - 197);
  });

  it.each<[string, unknown]>([
    ['not a list', { available: 10 }],
    ['a balance without its available amount', [{ id: 1, unit_type: 'CURRENCY', unit: 'USD' }]],
    [
      'no USD balance',
      [{ id: 2, unit_type: 'CURRENCY', unit: 'EUR', available: 10, holding: 0, credit_limit: 0 }],
    ],
  ])('refuses an answer it cannot use (%s): the watch then changes nothing', async (_, body) => {
    standIn.scripted.push({ status: 200, body });
    await expect(balance.read()).rejects.toBeInstanceOf(ProviderBalanceUnavailable);
  });

  it('turns a fault into ProviderBalanceUnavailable, bounded by the client', async () => {
    standIn.scripted.push({ status: 503, body: { errors: [{ code: 1009001, message: 'down' }] } });
    await expect(balance.read()).rejects.toThrow(/DT One answered 503 to GET \/balances/);
  });
});
