/** The demo logins `npm start` creates and prints. Demo data only; never in production. */
export const DEMO_CUSTOMER = {
  fullname: 'Demo Customer',
  telephone: '+12025550143',
  email: 'demo@selamtopup.test',
  password: 'Demo#2026',
};

export const DEMO_MASTER_ADMIN = {
  fullname: 'Master Admin',
  email: 'admin@selamtopup.test',
  password: 'Admin#2026',
};

/** An ordinary admin, to see the back office without the master's powers. */
export const DEMO_ADMIN = {
  fullname: 'Ops Admin',
  email: 'ops@selamtopup.test',
  password: 'Ops#2026x',
};
