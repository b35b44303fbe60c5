// Route names follow the specification's spelling (docs/specification.md#back-office-routes),
// aliases included.
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
/**
 * The specification's header page: its content is not shown, so the route sends to the landing
 * page.
 */
export const ADMIN_HEADER_PATH = '/Adminheader';
// The specification lists these master screens without a route; these names follow its style.
export const CONTACT_EMAIL_PATH = '/Changecontactemail';
export const AUDIT_LOG_PATH = '/audit-log';
/** The Mvm (course and project) payments: not in the specification, the resource's own path. */
export const MVM_PAYMENTS_PATH = '/mvm-payments';

/** Bull Board, served by the backend outside this SPA (a full page load). */
export const QUEUES_URL = '/admin/queues';
/** The customer site, where the header logo leads (a full page load). */
export const CUSTOMER_SITE_URL = '/';

/**
 * docs/specification.md#admin-transitions: ordinary admins land on the transaction history, master
 * admins on the admin list.
 */
export function landingPath(isMaster: boolean): string {
  return isMaster ? ADMIN_LIST_PATH : TRANSACTIONS_PATH;
}

/** The master admins' screens, which an ordinary admin may not open. */
const MASTER_PATHS = [
  ADMIN_LIST_PATH,
  CREATE_ADMIN_PATH,
  CONTACT_EMAIL_PATH,
  AUDIT_LOG_PATH,
  '/admins',
].map((path) => path.toLowerCase());

/** Routes match regardless of case (react-router's default), and so does this. */
const isUnder = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

/**
 * The page a logged-out visitor asked for, from the router state the login redirect carries
 * (`nextPathname`, `nextSearch`: react-admin's names). Undefined when there is none, or when
 * it is the login page or the home page (the landing page serves those better).
 */
export function askedPage(state: unknown): string | undefined {
  const { nextPathname, nextSearch } = (state ?? {}) as {
    nextPathname?: unknown;
    nextSearch?: unknown;
  };
  if (typeof nextPathname !== 'string' || !nextPathname.startsWith('/')) return undefined;
  // '//host' would leave the back office.
  if (nextPathname.startsWith('//')) return undefined;
  const lower = nextPathname.toLowerCase();
  if ([HOME_PATH, LOGIN_PATH.toLowerCase(), '/login'].includes(lower)) return undefined;
  return nextPathname + (typeof nextSearch === 'string' ? nextSearch : '');
}

/**
 * Where a login ends: the page the admin asked for when there was one (a master screen only for
 * a master admin), else the landing page of their role.
 */
export function afterLoginPath(asked: string | undefined, isMaster: boolean): string {
  if (!asked) return landingPath(isMaster);
  const pathname = asked.split('?')[0].toLowerCase();
  if (!isMaster && MASTER_PATHS.some((path) => isUnder(pathname, path))) return landingPath(false);
  return asked;
}
