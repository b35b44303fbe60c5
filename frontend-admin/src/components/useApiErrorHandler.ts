import { useCallback } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { errorMessage, errorStatus } from './apiErrors';

/**
 * For calls made outside the dataProvider. docs/specification.md#admin-transitions: a 401 sets
 * AdloginStatus to 'false' and
 * goes to /Adminconfigpage (authProvider.checkError does both); then there is nothing to show,
 * so the handler answers null. Any other error answers the text for the screen: 403s here are
 * the screen's own business (e.g. 'Invalid Old Password'), never a reason to log out.
 */
export function useApiErrorHandler(options: { logoutOn403?: boolean } = {}) {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { logoutOn403 = false } = options;
  return useCallback(
    async (error: unknown): Promise<string | null> => {
      const status = errorStatus(error);
      if (status === 401 || (logoutOn403 && status === 403)) {
        // Send it as a 401 so checkError logs out, whatever the original status was.
        await logoutIfAccessDenied({ status: 401 });
        return null;
      }
      return errorMessage(error);
    },
    [logoutIfAccessDenied, logoutOn403],
  );
}
