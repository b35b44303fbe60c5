import IconButton from '@mui/material/IconButton';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { Link } from 'react-router';
import { useT } from '@/i18n/i18n';
import { HeaderBar } from './HeaderBar';
import { topupLinks, type NavItem } from './nav-items';
import { useLogout } from './useLogout';

/** Header for a customer whose loginStatus is 'true'. */
export function LoggedInHeader() {
  const t = useT();
  const logout = useLogout();
  const items: NavItem[] = [
    ...topupLinks,
    { kind: 'action', label: 'nav.logOut', onClick: () => void logout() },
  ];
  return (
    <HeaderBar
      items={items}
      trailing={
        <IconButton component={Link} to="/Profile" color="inherit" aria-label={t('nav.profile')}>
          <AccountCircleIcon />
        </IconButton>
      }
    />
  );
}
