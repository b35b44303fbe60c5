import { describe, expect, it } from 'vitest';
import { mvmPaymentsCsvUrl, transactionsCsvUrl } from './csvExport';

describe('CSV export URLs', () => {
  it('take the transaction filters as query parameters, leaving empty ones out', () => {
    expect(transactionsCsvUrl()).toBe('/api/admin/generateCsv');
    expect(transactionsCsvUrl({ q: 'a b', status: 'FAILED', from: '', country: 'Ethiopia' })).toBe(
      '/api/admin/generateCsv?q=a+b&status=FAILED&country=Ethiopia',
    );
  });

  it("take the Mvm payment filters as react-admin's filter JSON", () => {
    expect(mvmPaymentsCsvUrl()).toBe('/api/admin/mvm-payments.csv');
    expect(mvmPaymentsCsvUrl({ status: 'PAID', q: '' })).toBe(
      `/api/admin/mvm-payments.csv?filter=${encodeURIComponent('{"status":"PAID"}')}`,
    );
  });
});
