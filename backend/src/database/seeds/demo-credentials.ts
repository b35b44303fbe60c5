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
