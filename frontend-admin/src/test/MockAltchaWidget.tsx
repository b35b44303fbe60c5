import type { AltchaWidgetProps } from '../captcha/AltchaWidget';

/** Stands in for the proof-of-work widget: one click "solves" it. */
export function MockAltchaWidget({ onChange }: AltchaWidgetProps) {
  return (
    <button type="button" onClick={() => onChange('solved-payload')}>
      Solve captcha
    </button>
  );
}
