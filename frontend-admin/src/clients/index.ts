import People from '@mui/icons-material/People';
import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import { CLIENTS_PATH } from '../paths';
import { ClientShow } from './ClientShow';

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
