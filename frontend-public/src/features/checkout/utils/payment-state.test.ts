import { beforeEach, describe, expect, it } from 'vitest';
import { voda2000, voda5000 } from '@/test/offers';
import { loginState, readPaymentSelection } from './payment-state';

beforeEach(() => localStorage.clear());

describe('readPaymentSelection', () => {
  it('takes the product and number from the navigation state first', () => {
    localStorage.setItem('product', JSON.stringify(voda5000));
    localStorage.setItem('phoneNumber', '+255700000000');
    const selection = readPaymentSelection({
      product: voda2000,
      phoneNumber: '+255754123456',
      prevPath: '/',
    });
    expect(selection.product).toEqual(voda2000);
    expect(selection.phoneNumber).toBe('+255754123456');
    expect(selection.prevPath).toBe('/');
  });

  it('falls back to the stored pair', () => {
    localStorage.setItem('product', JSON.stringify(voda5000));
    localStorage.setItem('phoneNumber', '+255700000000');
    const selection = readPaymentSelection({ product: { productId: 'broken' } });
    expect(selection.product).toEqual(voda5000);
    expect(selection.phoneNumber).toBe('+255700000000');
  });

  it('ignores a stored product that is not JSON, and a prevPath to another site', () => {
    localStorage.setItem('product', '{oops');
    const selection = readPaymentSelection({ prevPath: '//evil.example' });
    expect(selection.product).toBeUndefined();
    expect(selection.prevPath).toBeUndefined();
  });

  it('hands /Login the product, the number and the choices only', () => {
    const selection = readPaymentSelection({
      product: voda2000,
      phoneNumber: '+255754123456',
      selectedCountry: 'Tanzania',
      prevPath: '/',
      other: 1,
    });
    expect(loginState(selection)).toEqual({
      product: voda2000,
      phoneNumber: '+255754123456',
      selectedCountry: 'Tanzania',
    });
  });

  it("takes a link's product id and number over the stored pair, and hands /Login the link", () => {
    localStorage.setItem('product', JSON.stringify(voda5000));
    localStorage.setItem('phoneNumber', '+255700000000');
    const selection = readPaymentSelection(
      null,
      '?productId=p-1&phoneNumber=%2B255754123456&lang=fr',
    );
    expect(selection.product).toBeUndefined();
    expect(selection.phoneNumber).toBe('+255754123456');
    expect(selection.link).toEqual({
      productId: 'p-1',
      path: '/Payment?productId=p-1&phoneNumber=%2B255754123456',
    });
    expect(loginState(selection)).toEqual({
      payLink: '/Payment?productId=p-1&phoneNumber=%2B255754123456',
      phoneNumber: '+255754123456',
    });
  });

  it('ignores a link with a malformed number or product, and any link when the state has a product', () => {
    localStorage.setItem('product', JSON.stringify(voda5000));
    localStorage.setItem('phoneNumber', '+255700000000');
    for (const search of [
      '?productId=p-1&phoneNumber=12345',
      '?productId=%3Cx%3E&phoneNumber=%2B255754123456',
      '?productId=p-1',
    ])
      expect(readPaymentSelection(null, search).product).toEqual(voda5000);
    const fromState = readPaymentSelection(
      { product: voda2000, phoneNumber: '+255754123456' },
      '?productId=p-1&phoneNumber=%2B255711111111',
    );
    expect([fromState.product, fromState.link]).toEqual([voda2000, undefined]);
  });
});
