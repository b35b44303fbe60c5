import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import { lazyNamed } from '../components/lazyNamed';
import { TRANSACTIONS_PATH } from '../paths';

// Loaded when first opened (docs/performance.md#back-office-first-load).
const TransactionShow = lazyNamed(() => import('./TransactionShow'), 'TransactionShow');

// The list itself lives at the specification's /Admintransactionhistory (App.tsx); the resource's
// own
// list URL only forwards there, so there is one address for it.
function TransactionListRedirect() {
  return createElement(Navigate, { to: TRANSACTIONS_PATH, replace: true });
}

export default {
  list: TransactionListRedirect,
  show: TransactionShow,
  icon: ReceiptLong,
  recordRepresentation: 'id',
};
