// Saved recipients in the shape of GET /api/user/recipients, for the recipients tests.
import type { Recipient } from '../api/recipients';

export const mum: Recipient = {
  id: 'r-mum',
  name: 'Mum',
  telenumber: '+255754123456',
  country: 'Tanzania',
  operatorName: 'Vodacom Tanzania',
  lastProductId: 'tz-voda-2000',
  createdAt: '2026-11-01T10:00:00.000Z',
};

export const brother: Recipient = {
  id: 'r-brother',
  name: 'Brother',
  telenumber: '+254712345678',
  country: 'Kenya',
  operatorName: 'Safaricom',
  lastProductId: null,
  createdAt: '2026-11-02T10:00:00.000Z',
};
