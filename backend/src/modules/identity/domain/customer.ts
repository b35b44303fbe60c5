export interface Customer {
  id: string;
  fullname: string;
  telephone: string;
  email: string;
  passwordHash: string;
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
