import { actionsFor, marginCentsOf } from './order-page';

describe('the order page’s buttons', () => {
  it('offers check while the order can move, refund only when FAILED', () => {
    expect(actionsFor({ status: 'PENDING_PAYMENT', checkoutSessionId: 'cs_1' })).toEqual({
      check: true,
      refund: false,
      approve: false,
      refuse: false,
    });
    expect(actionsFor({ status: 'PENDING_PAYMENT', checkoutSessionId: null }).check).toBe(false);
    expect(actionsFor({ status: 'SUBMITTED', checkoutSessionId: 'cs_1' }).check).toBe(true);
    expect(actionsFor({ status: 'FAILED', checkoutSessionId: 'cs_1' })).toEqual({
      check: true,
      refund: true,
      approve: false,
      refuse: false,
    });
    for (const status of ['COMPLETED', 'REFUNDED', 'CANCELLED'])
      expect(actionsFor({ status, checkoutSessionId: 'cs_1' })).toEqual({
        check: false,
        refund: false,
        approve: false,
        refuse: false,
      });
  });

  it('offers approve and refuse only for an order held for review, and nothing else', () => {
    expect(actionsFor({ status: 'HELD_FOR_REVIEW', checkoutSessionId: 'cs_1' })).toEqual({
      check: false,
      refund: false,
      approve: true,
      refuse: true,
    });
    for (const status of ['PAID', 'FAILED', 'PENDING_PAYMENT'])
      expect(actionsFor({ status, checkoutSessionId: 'cs_1' })).toMatchObject({
        approve: false,
        refuse: false,
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
