import type { Language } from '@shared/domain/language';

export interface Customer {
  id: string;
  fullname: string;
  telephone: string;
  email: string;
  passwordHash: string;
  /** The language the customer is written to in (docs/decisions.md#mail-language). */
  language: Language;
}

/** What the browser gets (and keeps as `userdata`). */
export interface CustomerView {
  fullname: string;
  telephone: string;
  email: string;
}

export const toCustomerView = (c: Customer): CustomerView => ({
  fullname: c.fullname,
  telephone: c.telephone,
  email: c.email,
});
