import { HeaderBar } from './HeaderBar';
import { publicNavItems } from './nav-items';

/** Header for visitors (loginStatus is not 'true'). */
export function PublicHeader() {
  return <HeaderBar items={publicNavItems} />;
}
