// react-admin's screens that most visits never show (an unknown address, a crash, a refusal) and
// its notification snackbar: one chunk loaded when one of them is needed (layout/AdminScreens.tsx).
import '../i18nMessages';

export {
  AccessDenied,
  AuthenticationError,
  Error as ErrorPage,
  NotFound,
  Notification,
} from 'react-admin';
