import { describe, expect, it } from 'vitest';
import { offerSchema as catalogOfferSchema } from '../../catalog/api/get-offers';
import * as home from '../../catalog/hooks/useGoToPayment';
import * as homeStorage from '../../catalog/utils/topup-navigation';
import { offers } from '../../catalog/test/offers';
import { RESTORE_STORED_HOME_STATE } from '../utils/payment-state';
import { PHONE_NUMBER_KEY, PRODUCT_KEY, PRODUCT_NOT_AVAILABLE, offerSchema } from './offer';

// The payment screens keep their own copy (no chunk shared with the home page): it must agree.
describe('offer', () => {
  it("reads every offer the home page's catalogue reads", () => {
    for (const offer of [...offers, { ...offers[0], subService: null, countryCode: null }]) {
      expect(offerSchema.parse(offer)).toEqual(catalogOfferSchema.parse(offer));
    }
    expect(offerSchema.safeParse({ ...offers[0], amount: '1' }).success).toBe(false);
  });

  it('uses the keys and message of the home page', () => {
    expect(PRODUCT_KEY).toBe(homeStorage.PRODUCT_KEY);
    expect(PHONE_NUMBER_KEY).toBe(homeStorage.PHONE_NUMBER_KEY);
    expect(PRODUCT_NOT_AVAILABLE).toBe(home.PRODUCT_NOT_AVAILABLE);
    expect(homeStorage.wantsStoredSelection(RESTORE_STORED_HOME_STATE)).toBe(true);
  });
});
