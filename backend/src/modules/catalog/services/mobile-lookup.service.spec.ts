import { Logger } from '@nestjs/common';
import { DomainError } from '@shared/domain/domain-error';
import { ScriptedMobileLookup } from '../testing/memory-catalog';
import { MobileLookupService } from './mobile-lookup.service';

const number = '+255754123456';

describe('looking up a mobile number', () => {
  beforeEach(() => jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('lists the operators, the provider’s direct match first, with alpha-2 countries', async () => {
    const lookup = new ScriptedMobileLookup({
      valid: true,
      operators: [
        { id: 'op-tigo', name: 'Tigo Tanzania', countryIso3: 'TZA', identified: false },
        { id: 'op-voda', name: 'Vodacom Tanzania', countryIso3: 'TZA', identified: true },
        { id: 'op-x', name: 'Faraway', countryIso3: 'XXX', identified: false },
      ],
    });
    expect(await new MobileLookupService(lookup).lookUp(number)).toEqual({
      valid: true,
      operators: [
        { id: 'op-voda', name: 'Vodacom Tanzania', country: 'TZ' },
        { id: 'op-tigo', name: 'Tigo Tanzania', country: 'TZ' },
        { id: 'op-x', name: 'Faraway', country: null }, // a country we do not know: no flag
      ],
    });
    expect(lookup.asked).toEqual([number]);
  });

  it('answers invalid for a number the provider says is not valid', async () => {
    const lookup = new ScriptedMobileLookup({ valid: false });
    expect(await new MobileLookupService(lookup).lookUp(number)).toEqual({
      valid: false,
      operators: [],
    });
  });

  it('lets the customer go on when the provider cannot answer', async () => {
    const lookup = new ScriptedMobileLookup(new DomainError('DTONE.UNAVAILABLE', 'DT One down'));
    expect(await new MobileLookupService(lookup).lookUp(number)).toEqual({
      valid: true,
      operators: [],
    });
  });

  it('lets a fault of ours through', async () => {
    const lookup = new ScriptedMobileLookup(new TypeError('bug'));
    await expect(new MobileLookupService(lookup).lookUp(number)).rejects.toThrow('bug');
  });
});
