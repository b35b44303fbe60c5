import History from '@mui/icons-material/History';
import { lazyNamed } from '../components/lazyNamed';

// Loaded when first opened (docs/performance.md#back-office-first-load).
const AuditLogList = lazyNamed(() => import('./AuditLogList'), 'AuditLogList');

export default {
  list: AuditLogList,
  icon: History,
};
