// A small catalogue in the shape of GET /api/product/offers, for the catalogue, payment and history tests.
import type { Offer } from '@/api/offer';

function offer(fields: Partial<Offer> & Pick<Offer, 'productId' | 'productName'>): Offer {
  return {
    promotionBonus: '',
    amount: 1,
    serviceCharge: 0.53,
    service: 'Mobile',
    subService: 'Airtime',
    operatorCountry: 'Tanzania',
    operatorName: 'Vodacom Tanzania',
    operatorId: 'op-vodacom-tz',
    countryCode: 'TZ',
    ...fields,
  };
}

export const voda2000 = offer({
  productId: 'tz-voda-2000',
  productName: '2,000 TZS',
  promotionBonus: '20% bonus airtime',
  amount: 1,
});
export const voda5000 = offer({ productId: 'tz-voda-5000', productName: '5,000 TZS', amount: 2.5 });
export const vodaData = offer({
  productId: 'tz-voda-1gb',
  productName: '1 GB',
  subService: 'Data',
  amount: 3,
});
export const yas1000 = offer({
  productId: 'tz-yas-1000',
  productName: '1,000 TZS',
  amount: 0.6,
  operatorName: 'Yas Tanzania',
  operatorId: 'op-yas-tz',
});
export const safaricom100 = offer({
  productId: 'ke-saf-100',
  productName: '100 KES',
  amount: 1.1,
  operatorCountry: 'Kenya',
  operatorName: 'Safaricom',
  operatorId: 'op-safaricom',
  countryCode: 'KE',
});

export const offers: Offer[] = [voda5000, safaricom100, voda2000, vodaData, yas1000];

/** The label the amount dropdown shows for voda2000. */
export const VODA_2000_LABEL = '2,000 TZS 20% bonus airtime ($1.00)';
