import { useNavigate } from 'react-router';
import { api, clearCsrfToken, isApiError } from '@/lib/api-client';
import { markLoggedOut } from '@/lib/session';

/** Ends the server session, then the local one, then shows /Login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    try {
      await api.post('/api/user/logout');
    } catch (error) {
      // 401/500/503 were already handled (redirected) by the API client.
      if (isApiError(error) && error.handled) return;
      // Otherwise (network error, ...) still forget the user on this device.
    }
    markLoggedOut();
    clearCsrfToken(); // the session it was bound to is gone
    navigate('/Login');
  };
}
