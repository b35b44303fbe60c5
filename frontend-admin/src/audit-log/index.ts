import History from '@mui/icons-material/History';
import { AuditLogList } from './AuditLogList';

export default {
  list: AuditLogList,
  icon: History,
};
