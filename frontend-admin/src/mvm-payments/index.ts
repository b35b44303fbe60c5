import Payments from '@mui/icons-material/Payments';
import { MvmPaymentList } from './MvmPaymentList';
import { MvmPaymentShow } from './MvmPaymentShow';

// Read-only: list and show, no create or edit.
export default {
  list: MvmPaymentList,
  show: MvmPaymentShow,
  icon: Payments,
  recordRepresentation: 'id',
};
