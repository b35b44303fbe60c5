// Settings screens (custom routes, not react-admin resources): the storefront switch, the
// offer build with the CSV export, and the master's contact e-mail.
export { BuildOffersPage } from './BuildOffersPage';
export { ConfigSwitchPage } from './ConfigSwitchPage';
export { ContactEmailPage } from './ContactEmailPage';
