import { useState } from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Link, useLocation } from 'react-router';
import { useT } from '@/i18n/i18n';

const transactionLinks = [
  { label: 'account.topupTransaction', to: '/Topuptransaction' },
  { label: 'account.callTransaction', to: '/Calltransaction' },
] as const;

// Routes match case-insensitively (/profile too), so the current item is compared that way.
const isAt = (pathname: string, to: string) => pathname.toLowerCase() === to.toLowerCase();

function MenuLink({ label, to, nested = false }: { label: string; to: string; nested?: boolean }) {
  const { pathname } = useLocation();
  const current = isAt(pathname, to);
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={to}
        selected={current}
        aria-current={current ? 'page' : undefined}
        sx={nested ? { pl: 4 } : undefined}
      >
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}

/** The side menu of the customer's account pages (Profile, Change Password, histories). */
export function AccountMenu() {
  const t = useT();
  const { pathname } = useLocation();
  // Open from the start on a history page, so the current entry is visible.
  const [historyOpen, setHistoryOpen] = useState(() =>
    transactionLinks.some((link) => isAt(pathname, link.to)),
  );
  return (
    <Paper component="nav" aria-label={t('account.label')} variant="outlined">
      <List disablePadding>
        <MenuLink label={t('account.personal')} to="/Profile" />
        {/* Each entry a list item: the toggle and its sub-list share one. */}
        <ListItem disablePadding sx={{ display: 'block' }}>
          <ListItemButton
            onClick={() => setHistoryOpen((open) => !open)}
            aria-expanded={historyOpen}
            aria-controls="account-menu-history"
          >
            <ListItemText primary={t('account.history')} />
            {historyOpen ? <ExpandLess /> : <ExpandMore />}
          </ListItemButton>
          <Collapse in={historyOpen} id="account-menu-history" unmountOnExit>
            <List disablePadding>
              {transactionLinks.map((link) => (
                <MenuLink key={link.to} label={t(link.label)} to={link.to} nested />
              ))}
            </List>
          </Collapse>
        </ListItem>
        <MenuLink label={t('account.changePassword')} to="/Changepassword" />
      </List>
    </Paper>
  );
}
