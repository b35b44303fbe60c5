import type { Admin } from './api/types';

// The local flags of docs/specification.md#entities and #limits; route guards and the header read
// them, so the names and
// their 'true'/'false' string values are kept exactly.
export const ADMIN_DATA = 'admindata';
export const AD_LOGIN_STATUS = 'AdloginStatus';
export const MASTER_LOGIN_STATUS = 'MasterloginStatus';

export type { Admin };

// Screens that depend on the login (the layout's guard, the header) re-render when it changes:
// here, or in another tab of the same browser (the 'storage' event).
const listeners = new Set<() => void>();

/** Tells the subscribed screens that the stored admin or its flags changed. */
export function notifyAdminChanged(): void {
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: calls `listener` whenever the stored admin or its flags change. */
export function subscribeToAdmin(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function saveAdmin(admin: Admin): void {
  localStorage.setItem(ADMIN_DATA, JSON.stringify(admin));
  localStorage.setItem(AD_LOGIN_STATUS, 'true');
  localStorage.setItem(MASTER_LOGIN_STATUS, admin.type === 'master' ? 'true' : 'false');
  notifyAdminChanged();
}

export function readAdmin(): Admin | null {
  const raw = localStorage.getItem(ADMIN_DATA);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Admin;
  } catch {
    return null;
  }
}

export function isAdminLoggedIn(): boolean {
  return localStorage.getItem(AD_LOGIN_STATUS) === 'true';
}

export function isMasterAdmin(): boolean {
  return localStorage.getItem(MASTER_LOGIN_STATUS) === 'true';
}

/** The server no longer accepts the session: keep admindata so logout can still end it. */
export function markLoggedOut(): void {
  localStorage.setItem(AD_LOGIN_STATUS, 'false');
  localStorage.setItem(MASTER_LOGIN_STATUS, 'false');
  notifyAdminChanged();
}

export function forgetAdmin(): void {
  for (const key of [ADMIN_DATA, AD_LOGIN_STATUS, MASTER_LOGIN_STATUS])
    localStorage.removeItem(key);
  notifyAdminChanged();
}

/** After a profile update: the stored record follows the server, the login flags stay. */
export function updateStoredAdmin(changes: Pick<Admin, 'fullname' | 'email'>): void {
  const admin = readAdmin();
  if (admin) localStorage.setItem(ADMIN_DATA, JSON.stringify({ ...admin, ...changes }));
  notifyAdminChanged();
}

/**
 * The server answered 403 on a master route: this admin is not (or no longer) a master. The
 * session itself is still good, so only the master flag goes.
 */
export function markNotMaster(): void {
  localStorage.setItem(MASTER_LOGIN_STATUS, 'false');
  notifyAdminChanged();
}
