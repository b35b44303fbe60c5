import { DomainError } from '@shared/domain/domain-error';
import { CatalogErrors } from '../domain/catalog.errors';
import { anOffer, MemoryOffers } from '../testing/memory-catalog';
import { OfferQueryService } from './offer-query.service';

const tanzanianMobile = '+255754123456';

function setUp() {
  const offers = new MemoryOffers();
  offers.add(anOffer('tz1')); // Vodacom Tanzania
  offers.add(anOffer('gone', { active: false }));
  return new OfferQueryService(offers);
}

describe('reading one offer (the price an order takes)', () => {
  it('answers an active offer', async () => {
    expect(await setUp().activeOffer('tz1')).toMatchObject({ productId: 'tz1', amountCents: 100 });
  });

  it.each(['gone', 'unknown'])('refuses the product %s as not available', async (productId) => {
    await expect(setUp().activeOffer(productId)).rejects.toEqual(
      new DomainError(CatalogErrors.PRODUCT_NOT_AVAILABLE),
    );
  });

  describe('for a recipient number', () => {
    it('answers the offer when the number is a mobile of the product’s country', async () => {
      expect(await setUp().activeOfferFor('tz1', tanzanianMobile)).toMatchObject({
        productId: 'tz1',
      });
    });

    it('refuses a number of another country', async () => {
      await expect(setUp().activeOfferFor('tz1', '+251911234567')).rejects.toEqual(
        new DomainError(CatalogErrors.NUMBER_NOT_IN_COUNTRY),
      );
    });

    it('refuses a landline', async () => {
      const offers = new MemoryOffers();
      offers.add(anOffer('et1', { countryIso3: 'ETH', operatorCountry: 'Ethiopia' }));
      // An Addis Ababa landline.
      await expect(
        new OfferQueryService(offers).activeOfferFor('et1', '+251111234567'),
      ).rejects.toEqual(new DomainError(CatalogErrors.NOT_A_MOBILE_NUMBER));
    });

    it('refuses an unavailable product before looking at the number', async () => {
      await expect(setUp().activeOfferFor('gone', '+251911234567')).rejects.toEqual(
        new DomainError(CatalogErrors.PRODUCT_NOT_AVAILABLE),
      );
    });
  });
});
