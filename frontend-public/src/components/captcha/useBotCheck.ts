import { useCallback, useRef, useState } from 'react';
import type { AltchaWidgetHandle } from './AltchaWidget';

/** The solved bot-check payload of a form, and a reset for after each submit (payloads are single-use). */
export function useBotCheck() {
  const ref = useRef<AltchaWidgetHandle>(null);
  const [payload, setPayload] = useState<string | null>(null);
  const reset = useCallback(() => {
    ref.current?.reset();
    setPayload(null);
  }, []);
  return { ref, payload, onChange: setPayload, reset };
}
