import AccountCircle from '@mui/icons-material/AccountCircle';
import AlternateEmail from '@mui/icons-material/AlternateEmail';
import Build from '@mui/icons-material/Build';
import History from '@mui/icons-material/History';
import Lock from '@mui/icons-material/Lock';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import PersonAdd from '@mui/icons-material/PersonAdd';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Settings from '@mui/icons-material/Settings';
import ViewList from '@mui/icons-material/ViewList';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { Logout, Menu, usePermissions, useSidebarState } from 'react-admin';
import {
  ADMIN_LIST_PATH,
  AUDIT_LOG_PATH,
  BUILD_PATH,
  CHANGE_PASSWORD_PATH,
  CLIENTS_PATH,
  CONFIG_PATH,
  CONTACT_EMAIL_PATH,
  CREATE_ADMIN_PATH,
  MVM_PAYMENTS_PATH,
  PROFILE_PATH,
  QUEUES_URL,
  TRANSACTIONS_PATH,
} from '../paths';

/**
 * docs/specification.md#admin-shell: the ordinary admin menu in its order, then the master admin's
 * extra items, then
 * Logout. A master admin has every ordinary power too (contract), so sees both groups.
 */
export function AdminMenu() {
  const { permissions } = usePermissions();
  const [open] = useSidebarState();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.Item to={PROFILE_PATH} primaryText="Profile" leftIcon={<AccountCircle />} />
      <Menu.Item to={CLIENTS_PATH} primaryText="List Of Clients" leftIcon={<People />} />
      <Menu.Item
        to={TRANSACTIONS_PATH}
        primaryText="Transaction History"
        leftIcon={<ReceiptLong />}
      />
      <Menu.Item to={MVM_PAYMENTS_PATH} primaryText="Mvm Payments" leftIcon={<Payments />} />
      <Menu.Item to={CONFIG_PATH} primaryText="Config File Management" leftIcon={<Settings />} />
      <Menu.Item to={BUILD_PATH} primaryText="Build Management" leftIcon={<Build />} />
      <Menu.Item to={CHANGE_PASSWORD_PATH} primaryText="Change Password" leftIcon={<Lock />} />
      {/* Bull Board is served by the backend, outside the SPA: a plain link, full page load. */}
      <MenuItem component="a" href={QUEUES_URL}>
        <ListItemIcon>
          <ViewList />
        </ListItemIcon>
        {open && <ListItemText primary="Queues" />}
      </MenuItem>
      {permissions === 'master' && [
        <Menu.Item
          key="create"
          to={CREATE_ADMIN_PATH}
          primaryText="Create Admin"
          leftIcon={<PersonAdd />}
        />,
        <Menu.Item
          key="list"
          to={ADMIN_LIST_PATH}
          primaryText="List of Admins"
          leftIcon={<ManageAccounts />}
        />,
        <Menu.Item
          key="contact"
          to={CONTACT_EMAIL_PATH}
          primaryText="Change Contact email"
          leftIcon={<AlternateEmail />}
        />,
        <Menu.Item
          key="audit"
          to={AUDIT_LOG_PATH}
          primaryText="Audit log"
          leftIcon={<History />}
        />,
      ]}
      <Logout />
    </Menu>
  );
}
