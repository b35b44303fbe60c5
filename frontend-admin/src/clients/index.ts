import People from '@mui/icons-material/People';
import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import { lazyNamed } from '../components/lazyNamed';
import { CLIENTS_PATH } from '../paths';

// Loaded when first opened (docs/performance.md#back-office-first-load).
const ClientShow = lazyNamed(() => import('./ClientShow'), 'ClientShow');

// The list lives at the specification's /Userinformation (App.tsx); /clients forwards there.
function ClientListRedirect() {
  return createElement(Navigate, { to: CLIENTS_PATH, replace: true });
}

export default {
  list: ClientListRedirect,
  show: ClientShow,
  icon: People,
  recordRepresentation: 'fullname',
};
