import { useCallback, useEffect, useState } from 'react';
import { t } from '@/i18n/i18n';

/** The server mails at most one code per address a minute; Resend waits that long. */
export const RESEND_WAIT_MS = 60_000;

/**
 * The seconds until Resend can send a new code: counts down from when the screen opened (it
 * opens right after a code was sent) and from each resend. `restart` starts a new minute.
 */
export function useResendWait(): { secondsLeft: number; restart: () => void } {
  const [until, setUntil] = useState(() => Date.now() + RESEND_WAIT_MS);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (now >= until) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => clearTimeout(timer);
  }, [now, until]);
  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setUntil(start + RESEND_WAIT_MS);
  }, []);
  return { secondsLeft: Math.max(0, Math.ceil((until - now) / 1000)), restart };
}

/** The line under a waiting Resend button. */
export const resendWaitText = (seconds: number) => t('code.wait', { seconds });

/** What a resend says when the server mailed nothing (the once-a-minute or daily limit). */
export const CODE_NOT_SENT_AGAIN = (): string => t('code.notSentAgain');
