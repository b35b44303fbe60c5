import { dvsProduct, DvsStandIn } from '@selamtopup/test-kit/stand-ins/dvs';

/** The real DT One adapter gives up on a call after this long (DTONE_TIMEOUT_MS). */
export const DTONE_TIMEOUT_MS = 2000;

/**
 * Shares of DT One calls that fault (docs/decisions.md#fault-suite): accepted then answered too
 * late, or 500.
 */
export const LATE_SHARE = 0.1;
export const ERROR_SHARE = 0.05;
/** Transactions that stay CONFIRMED for a moment, so fulfilment also goes the pending path. */
const PENDING_SHARE = 0.3;

export const OPERATOR = 'Vodacom Tanzania';
const TANZANIA = { iso: 'TZA', name: 'Tanzania', currency: 'TZS' };

/** Recipient numbers ending 000 are declined by the stand-in: their orders must be refunded. */
export const isDeclinedNumber = (mobile: string) => mobile.endsWith('000');

/**
 * The DT One stand-in as the fault suite wants it: one airtime offer in Tanzania, a second
 * transaction accepted for a used external id (DT One would refuse it; here only our code keeps
 * a top-up single), 10 % of top-up sends accepted but answered after the client's timeout, 5 % of
 * sends and look-ups answered 500 without effect, declined numbers, some transactions pending
 * for a second before they settle.
 */
export function faultyDtone(random: () => number): DvsStandIn {
  const dvs = new DvsStandIn();
  dvs.products = [
    dvsProduct(7001, TANZANIA, {
      operator: {
        id: 700,
        name: OPERATOR,
        country: { iso_code: 'TZA', name: 'Tanzania', regions: null },
        regions: null,
      },
    }),
  ];
  dvs.refuseReusedExternalId = false;
  dvs.faultFor = (request) => {
    const send = request.method === 'POST' && request.path === '/async/transactions';
    const read = request.method === 'GET' && request.path.startsWith('/transactions');
    if (!send && !read) return null; // the catalogue sync at start is not what is drilled
    const draw = random();
    if (send && draw < LATE_SHARE) return { kind: 'late', delayMs: DTONE_TIMEOUT_MS + 1000 };
    if (draw > 1 - ERROR_SHARE) return { kind: 'error', status: 500 };
    return null;
  };
  dvs.settle = (transaction) => {
    const mobile = (transaction.credit_party_identifier as { mobile_number: string }).mobile_number;
    return {
      statusClass: isDeclinedNumber(mobile) ? 'DECLINED' : 'COMPLETED',
      afterMs: random() < PENDING_SHARE ? 1000 : 0,
    };
  };
  return dvs;
}
