// Stand-in for the ALTCHA widget (which needs Web Workers and WebCrypto): a button that "solves"
// the bot check. Use: vi.mock('<path>/components/captcha/AltchaWidget', () => import('<this>')).
import { useImperativeHandle } from 'react';
import type { AltchaWidgetProps } from '@/components/captcha/AltchaWidget';

export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

export function AltchaWidget({ onChange, ref }: AltchaWidgetProps) {
  useImperativeHandle(ref, () => ({ reset: () => onChange(null) }), [onChange]);
  return (
    <button type="button" onClick={() => onChange('payload')}>
      Solve bot check
    </button>
  );
}
