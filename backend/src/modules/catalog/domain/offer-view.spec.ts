import { anOffer } from '../testing/memory-catalog';
import { toOfferView } from './offer-view';

const promotion = {
  title: 'Holiday data bonus',
  description: '',
  terms: 'While it lasts',
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: '2026-12-31T23:59:59.000Z',
};

describe('the offer as served', () => {
  it('says what arrives and the running promotion with its end', () => {
    const view = toOfferView(
      anOffer('p1', { promotions: [promotion] }),
      new Date('2026-12-10T00:00:00Z'),
    );
    expect(view).toMatchObject({
      whatArrives: { summary: '2,000 TZS' },
      promotionBonus: 'Holiday data bonus',
      promotion: { title: 'Holiday data bonus', terms: 'While it lasts', endsAt: promotion.endsAt },
    });
  });

  it('has neither badge nor promotion text once the promotion ended', () => {
    const view = toOfferView(
      anOffer('p1', { promotions: [promotion], promotionBonus: 'Holiday data bonus' }),
      new Date('2027-01-01T00:00:00Z'),
    );
    expect(view).toMatchObject({ promotionBonus: '', promotion: null });
  });

  it('leaves what arrives to the quote for a ranged offer (it depends on the amount typed)', () => {
    const ranged = anOffer('r1', {
      kind: 'ranged',
      range: {
        minCents: 100,
        maxCents: 5000,
        destinationPerUsd: 129,
        destinationUnit: 'ETB',
        wholesaleRate: 126.5,
        retailRate: 118,
        feeCents: 0,
      },
    });
    expect(toOfferView(ranged).whatArrives).toBeUndefined();
    expect(toOfferView(anOffer('f1')).whatArrives).toEqual(
      expect.objectContaining({ summary: '2,000 TZS' }),
    );
  });

  it('flags a Processing Fee larger than the top-up', () => {
    expect(toOfferView(anOffer('p1', { amountCents: 10, serviceChargeCents: 51 }))).toMatchObject({
      feeAboveAmount: true,
    });
    expect(toOfferView(anOffer('p1', { amountCents: 500, serviceChargeCents: 65 }))).toMatchObject({
      feeAboveAmount: false,
    });
  });
});
