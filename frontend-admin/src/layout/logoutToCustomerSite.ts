import { authProvider } from '../authProvider';
import { CUSTOMER_SITE_URL } from '../paths';

/**
 * docs/specification.md#admin-shell: the header logo logs the admin out and goes to / — the
 * customer site, which
 * lives outside this SPA's /admin/ base, hence a full page load (which also drops every cache).
 */
export async function logoutToCustomerSite(): Promise<void> {
  await authProvider.logout({});
  window.location.assign(CUSTOMER_SITE_URL);
}
