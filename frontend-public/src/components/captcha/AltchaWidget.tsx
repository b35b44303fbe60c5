import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import type { AltchaWidgetElement } from 'altcha';

export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

export interface AltchaWidgetHandle {
  /** Back to unsolved, e.g. after a failed submit: a payload is accepted only once. */
  reset: () => void;
}

export interface AltchaWidgetProps {
  /** The solved payload (send it as the body field `altcha`), or null when unsolved/expired. */
  onChange: (payload: string | null) => void;
  /** Defaults to the backend's challenge endpoint. */
  challengeUrl?: string;
  /** Name of the hidden form input holding the payload. */
  name?: string;
  ref?: Ref<AltchaWidgetHandle>;
}

interface StateChangeDetail {
  state: string;
  payload?: string;
}

/**
 * The ALTCHA proof-of-work bot check (self-hosted, no third party). The widget's code is loaded
 * on first use only, so pages without a form do not carry it.
 */
export function AltchaWidget({
  onChange,
  challengeUrl = CAPTCHA_CHALLENGE_URL,
  name = 'altcha',
  ref,
}: AltchaWidgetProps) {
  const element = useRef<AltchaWidgetElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    // Defines <altcha-widget>; the element already rendered is upgraded in place.
    void import('altcha');
  }, []);

  useEffect(() => {
    const widget = element.current;
    if (!widget) return;
    // 'statechange' covers verified, expired, error and reset alike.
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        element.current?.reset?.();
        onChangeRef.current(null);
      },
    }),
    [],
  );

  return <altcha-widget ref={element} challenge={challengeUrl} name={name} />;
}
