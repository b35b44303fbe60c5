import { useSyncExternalStore } from 'react';
import { isAdminLoggedIn, readAdmin, subscribeToAdmin } from '../adminStorage';

/** AdloginStatus, followed as it changes (login, logout, a 401 from the server, another tab). */
export function useAdminLoggedIn(): boolean {
  return useSyncExternalStore(subscribeToAdmin, isAdminLoggedIn);
}

/** The stored admin's name, followed as it changes (e.g. after a profile update). */
export function useStoredAdminName(): string | undefined {
  return useSyncExternalStore(subscribeToAdmin, () => readAdmin()?.fullname);
}
