import { currentPromotion, nextPromotionChange, notEnded, OfferPromotion } from './promotions';

const promo = (title: string, startsAt: string | null, endsAt: string | null): OfferPromotion => ({
  title,
  description: '',
  terms: '',
  startsAt,
  endsAt,
});
const december = promo('December bonus', '2026-12-01T00:00:00Z', '2026-12-31T23:59:59Z');
const weekend = promo('Weekend data', '2026-12-05T00:00:00Z', '2026-12-07T00:00:00Z');

describe('operator promotions', () => {
  it('shows a promotion only between its start and its end', () => {
    expect(currentPromotion([december], new Date('2026-11-30T23:59:59Z'))).toBeNull();
    expect(currentPromotion([december], new Date('2026-12-01T00:00:00Z'))).toBe(december);
    expect(currentPromotion([december], new Date('2026-12-31T23:59:58Z'))).toBe(december);
    // Gone at its end, whatever the last sync saw.
    expect(currentPromotion([december], new Date('2026-12-31T23:59:59Z'))).toBeNull();
  });

  it('shows the running one that ends first; an open or unreadable date leaves that side open', () => {
    expect(currentPromotion([december, weekend], new Date('2026-12-06T00:00:00Z'))).toBe(weekend);
    expect(currentPromotion([promo('Always', null, null)], new Date())).toMatchObject({
      title: 'Always',
    });
    expect(currentPromotion([promo(' ', null, null)], new Date())).toBeNull();
  });

  it('keeps only promotions not ended at a sync', () => {
    expect(notEnded([december, weekend], new Date('2026-12-10T00:00:00Z'))).toEqual([december]);
  });

  it('knows the next start or end, so cached answers do not outlive it', () => {
    const offers = [{ promotions: [december] }, { promotions: [weekend] }];
    expect(nextPromotionChange(offers, new Date('2026-11-15T00:00:00Z'))).toEqual(
      new Date('2026-12-01T00:00:00Z'),
    );
    expect(nextPromotionChange(offers, new Date('2026-12-06T00:00:00Z'))).toEqual(
      new Date('2026-12-07T00:00:00Z'),
    );
    expect(nextPromotionChange(offers, new Date('2027-01-01T00:00:00Z'))).toBeNull();
  });
});
