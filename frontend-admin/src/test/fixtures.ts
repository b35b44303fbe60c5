import type { TransactionDetail } from '../api/types';

/** An order page as the API answers it, with the fields a test does not care about filled in. */
export function anOrderPage(over: Partial<TransactionDetail> = {}): TransactionDetail {
  return {
    id: 't-1',
    user: { email: 'sender@example.com' },
    telenumber: '+251911000001',
    country: 'Ethiopia',
    amount: 10,
    submitted: '2026-03-01T10:00:00.000Z',
    completed: null,
    status: 'PENDING_PAYMENT',
    transtatus: 'Waiting for payment',
    productId: 'p-1',
    productName: '10 USD airtime',
    operatorName: 'Ethio Telecom',
    price: 10,
    serviceCharge: 0,
    cost: null,
    margin: null,
    gateway: 'stripe',
    checkoutSessionId: null,
    paymentRef: null,
    providerTransactionId: null,
    failureReason: null,
    refundRef: null,
    paidAt: null,
    paymentCountry: null,
    holdReason: null,
    heldAt: null,
    customer: {
      id: 'c-1',
      fullname: 'Sara Sender',
      email: 'sender@example.com',
      telephone: '',
      blocked: null,
    },
    paymentAlerts: [],
    events: [],
    actions: { check: false, refund: false, approve: false, refuse: false },
    ...over,
  };
}
