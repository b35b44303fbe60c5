// Route names follow the specification's spelling (seed 001 §2), aliases included.
export const LOGIN_PATH = '/Adminconfigpage';
export const HOME_PATH = '/';

export const ADMIN_LIST_PATH = '/getadmins';
export const ADMIN_LIST_ALIAS = '/getAdmins';
export const CREATE_ADMIN_PATH = '/createadmin';
export const PROFILE_PATH = '/Updateadmin';
export const PROFILE_ALIAS = '/updateadmin';
export const CLIENTS_PATH = '/Userinformation';
export const TRANSACTIONS_PATH = '/Admintransactionhistory';
export const CONFIG_PATH = '/Configfilemanagement';
export const BUILD_PATH = '/Buildmanagement';
export const CHANGE_PASSWORD_PATH = '/Adminchangepassword';
/** The seed's header page: its content is not shown, so the route sends to the landing page. */
export const ADMIN_HEADER_PATH = '/Adminheader';
// The seed lists these master screens without a route; these names follow its style.
export const CONTACT_EMAIL_PATH = '/Changecontactemail';
export const AUDIT_LOG_PATH = '/audit-log';
/** The Mvm (course and project) payments: not in the seed, the resource's own path. */
export const MVM_PAYMENTS_PATH = '/mvm-payments';

/** Bull Board, served by the backend outside this SPA (a full page load). */
export const QUEUES_URL = '/admin/queues';
/** The customer site, where the header logo leads (a full page load). */
export const CUSTOMER_SITE_URL = '/';

/** Seed 001 §4: ordinary admins land on the transaction history, master admins on the admin list. */
export function landingPath(isMaster: boolean): string {
  return isMaster ? ADMIN_LIST_PATH : TRANSACTIONS_PATH;
}
