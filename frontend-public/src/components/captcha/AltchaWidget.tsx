import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { AltchaWidgetElement } from 'altcha';
import { useLanguage } from '@/i18n/i18n';
import { loadAltchaLabels } from './altcha-labels';

export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

export interface AltchaWidgetHandle {
  /**
   * After a submit (a payload is accepted only once): drops the used payload and, when the
   * person had solved the check, solves a fresh challenge by itself, so a second try is one click.
   */
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
  // The person proved themselves once (ticked the box); later challenges need no second tick.
  const solvedOnce = useRef(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    // Defines <altcha-widget>; the element already rendered is upgraded in place.
    void import('altcha');
  }, []);

  // Its labels in the page's language, once that language's labels are loaded.
  const language = useLanguage();
  const [widgetLanguage, setWidgetLanguage] = useState('en');
  useEffect(() => {
    let current = true;
    loadAltchaLabels(language).then(
      (code) => current && setWidgetLanguage(code),
      () => current && setWidgetLanguage('en'),
    );
    return () => {
      current = false;
    };
  }, [language]);

  useEffect(() => {
    const widget = element.current;
    if (!widget) return;
    // 'statechange' covers verified, expired, error and reset alike.
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      if (state === 'verified') solvedOnce.current = true;
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        const widget = element.current;
        widget?.reset?.();
        onChangeRef.current(null);
        // The widget's own API (as its auto="onload" does): fetch and solve a new challenge.
        if (solvedOnce.current) void widget?.verify?.();
      },
    }),
    [],
  );

  return (
    <altcha-widget ref={element} challenge={challengeUrl} name={name} language={widgetLanguage} />
  );
}
