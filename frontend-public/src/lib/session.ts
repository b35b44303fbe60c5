// The customer's local login flags, with the keys the specification names. They only choose
// the header and redirects; the server session (HttpOnly cookie) is what really counts.
import { startTransition, useEffect, useState } from 'react';
import { isAdopting, setAdopting } from './adoption';
import { forgetKnownNumber } from './stored-topup';

export const LOGIN_STATUS_KEY = 'loginStatus';
export const USERDATA_KEY = 'userdata';

// 'storage' only fires in other tabs, so same-tab changes announce themselves with this event.
const CHANGE_EVENT = 'selamtopup:session';

export interface StoredUser {
  fullname: string;
  telephone: string;
  email: string;
}

function notify(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function isLoggedIn(): boolean {
  return localStorage.getItem(LOGIN_STATUS_KEY) === 'true';
}

export function markLoggedIn(user: StoredUser): void {
  localStorage.setItem(USERDATA_KEY, JSON.stringify(user));
  localStorage.setItem(LOGIN_STATUS_KEY, 'true');
  notify();
}

export function markLoggedOut(): void {
  localStorage.setItem(LOGIN_STATUS_KEY, 'false');
  localStorage.removeItem(USERDATA_KEY);
  // The wrong-number check's answer is this customer's (a saved recipient's name): not the next's.
  forgetKnownNumber();
  notify();
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * True while localStorage loginStatus === 'true'; re-renders when it changes. null in the
 * build-time prerender and while React adopts that page, so a prerendered page shows neither
 * visitor nor customer parts until the browser has looked. The browser's answer then comes as a
 * transition: React renders the customer's page in slices instead of one long task (a
 * useSyncExternalStore server snapshot would force a synchronous render).
 */
export function useIsLoggedIn(): boolean | null {
  const [loggedIn, setLoggedIn] = useState<boolean | null>(() =>
    isAdopting() ? null : isLoggedIn(),
  );
  useEffect(() => {
    setAdopting(false);
    const update = () => setLoggedIn(isLoggedIn());
    startTransition(update);
    return subscribe(update);
  }, []);
  return loggedIn;
}
