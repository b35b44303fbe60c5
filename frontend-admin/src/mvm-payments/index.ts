import Payments from '@mui/icons-material/Payments';
import { lazyNamed } from '../components/lazyNamed';

// Loaded when first opened (docs/performance.md#back-office-first-load).
const MvmPaymentList = lazyNamed(() => import('./MvmPaymentList'), 'MvmPaymentList');
const MvmPaymentShow = lazyNamed(() => import('./MvmPaymentShow'), 'MvmPaymentShow');

// Read-only: list and show, no create or edit.
export default {
  list: MvmPaymentList,
  show: MvmPaymentShow,
  icon: Payments,
  recordRepresentation: 'id',
};
