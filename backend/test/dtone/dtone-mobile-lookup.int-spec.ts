import { Logger } from '@nestjs/common';
import { DtoneMobileLookup } from '@integrations/dtone/dtone-mobile-lookup';
import { DtoneApiError, DtoneUnavailableError } from '@integrations/dtone/dvs-errors';
import { DvsStandIn } from '@selamtopup/test-kit/stand-ins/dvs';
import { clientFor } from './dvs-client';

describe('DT One mobile lookup over HTTP', () => {
  beforeAll(() => Logger.overrideLogger(false)); // the adapters' warnings are expected here
  let standIn: DvsStandIn;
  let lookup: DtoneMobileLookup;
  beforeEach(async () => {
    standIn = new DvsStandIn();
    await standIn.start();
    lookup = new DtoneMobileLookup(clientFor(standIn));
    const tanzania = { name: 'Tanzania', iso_code: 'TZA', regions: null };
    standIn.lookups['+25575'] = [
      { id: 303, name: 'Airtel Tanzania', country: tanzania, identified: false, regions: null },
      { id: 301, name: 'Vodacom Tanzania', country: tanzania, identified: true, regions: null },
      { id: 'broken' }, // unreadable entries are skipped, not fatal
    ];
  });
  afterEach(() => standIn.stop());

  it('answers the operators, the direct match first', async () => {
    await expect(lookup.lookup('+255754123456')).resolves.toEqual({
      valid: true,
      operators: [
        { id: '301', name: 'Vodacom Tanzania', countryIso3: 'TZA', identified: true },
        { id: '303', name: 'Airtel Tanzania', countryIso3: 'TZA', identified: false },
      ],
    });
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/lookup/mobile-number',
      body: { mobile_number: '+255754123456' },
    });
  });

  it('answers {valid: false} for an invalid number (1005003)', async () => {
    await expect(lookup.lookup('+25599')).resolves.toEqual({ valid: false });
  });

  it('throws typed errors for refusals and faults', async () => {
    standIn.scripted.push({
      status: 403,
      body: { errors: [{ code: 1000403, message: 'Forbidden' }] },
    });
    await expect(lookup.lookup('+255754123456')).rejects.toMatchObject({
      constructor: DtoneApiError,
      dvsCode: 1000403,
    });
    standIn.scripted.push({
      status: 503,
      body: { errors: [{ code: 1009503, message: 'Retry later' }] },
    });
    await expect(lookup.lookup('+255754123456')).rejects.toBeInstanceOf(DtoneUnavailableError);
  });
});
