import type {} from 'altcha/types/react';
import { useEffect, useRef } from 'react';

// Self-hosted proof of work: the challenge comes from our own server, nothing from other hosts.
export const CHALLENGE_URL = '/api/captcha/challenge';

interface StateChangeDetail {
  state?: string;
  payload?: string | null;
}

export interface AltchaWidgetProps {
  /** The payload to send as `altcha` once solved; null while unsolved, failed or expired. */
  onChange: (payload: string | null) => void;
}

export function AltchaWidget({ onChange }: AltchaWidgetProps) {
  const widgetRef = useRef<HTMLElement>(null);
  // Read the latest callback from a ref so the listener is attached once per widget.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // The web component (a fifth of the login page's script) is defined once the page shows: the
  // <altcha-widget> already in the page upgrades then and starts solving; meanwhile the form can
  // be filled in (docs/performance.md#back-office-first-load).
  useEffect(() => {
    void import('altcha');
  }, []);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    // 'statechange' covers every transition (verified, expired, error, reset) in one place.
    const handleStateChange = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail | null>).detail;
      onChangeRef.current(detail?.state === 'verified' && detail.payload ? detail.payload : null);
    };
    widget.addEventListener('statechange', handleStateChange);
    return () => widget.removeEventListener('statechange', handleStateChange);
  }, []);

  return <altcha-widget ref={widgetRef} challenge={CHALLENGE_URL} name="altcha" />;
}
