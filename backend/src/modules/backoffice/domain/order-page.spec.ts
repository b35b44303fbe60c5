import { actionsFor, marginCentsOf } from './order-page';

describe('the order page’s buttons', () => {
  it('offers check while the order can move, refund only when FAILED', () => {
    expect(actionsFor({ status: 'PENDING_PAYMENT', checkoutSessionId: 'cs_1' })).toEqual({
      check: true,
      refund: false,
    });
    expect(actionsFor({ status: 'PENDING_PAYMENT', checkoutSessionId: null }).check).toBe(false);
    expect(actionsFor({ status: 'SUBMITTED', checkoutSessionId: 'cs_1' }).check).toBe(true);
    expect(actionsFor({ status: 'FAILED', checkoutSessionId: 'cs_1' })).toEqual({
      check: true,
      refund: true,
    });
    for (const status of ['COMPLETED', 'REFUNDED', 'CANCELLED'])
      expect(actionsFor({ status, checkoutSessionId: 'cs_1' })).toEqual({
        check: false,
        refund: false,
      });
  });
});

describe('the margin on the order page', () => {
  it('is paid minus DT One’s price once delivered, and unknown otherwise', () => {
    expect(marginCentsOf({ status: 'COMPLETED', paidCents: 1080, wholesaleCents: 918 })).toBe(162);
    expect(
      marginCentsOf({ status: 'COMPLETED', paidCents: 1080, wholesaleCents: null }),
    ).toBeNull();
    for (const status of ['PENDING_PAYMENT', 'PAID', 'SUBMITTED', 'FAILED', 'REFUNDED'])
      expect(marginCentsOf({ status, paidCents: 1080, wholesaleCents: 918 })).toBeNull();
  });
});
