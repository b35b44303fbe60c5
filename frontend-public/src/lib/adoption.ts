import { useEffect, useState } from 'react';
// While React adopts a prerendered page (hydration), each component's first render must match the
// HTML made at build time, which could not read the browser: its storage, the session flag. The
// build-time render itself (no document) is always in that state.
let adopting = typeof document === 'undefined';

/** True while the first render must look as the prerendered page does. */
export const isAdopting = (): boolean => adopting;

/** app/boot.tsx before hydrating; the first session reader once adopted. */
export function setAdopting(value: boolean): void {
  adopting = value;
}

/**
 * False in the prerender and in the first render while React adopts it; true from then on (and
 * from the start of a page opened by in-app navigation). Parts made from the address's query
 * string wait for it: the prerendered HTML was made without one.
 */
export function useAdopted(): boolean {
  const [adopted, setAdopted] = useState(() => !isAdopting());
  useEffect(() => setAdopted(true), []);
  return adopted;
}
