import ManageAccounts from '@mui/icons-material/ManageAccounts';
import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import { ADMIN_LIST_PATH } from '../paths';

// The list lives at the specification's /getadmins (App.tsx); /admins forwards there.
function AdminListRedirect() {
  return createElement(Navigate, { to: ADMIN_LIST_PATH, replace: true });
}

export default {
  list: AdminListRedirect,
  icon: ManageAccounts,
  recordRepresentation: 'fullname',
};
