import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AltchaWidget, CHALLENGE_URL } from './AltchaWidget';

// The real web component needs Web Crypto and workers; here only the wrapper's wiring matters.
vi.mock('altcha', () => ({}));

const stateChange = (detail: object) => new CustomEvent('statechange', { detail });

describe('AltchaWidget', () => {
  it('points the widget at our challenge endpoint', () => {
    const { container } = render(<AltchaWidget onChange={() => {}} />);
    const widget = container.querySelector('altcha-widget')!;
    expect(widget).not.toBeNull();
    const challenge =
      widget.getAttribute('challenge') ?? (widget as { challenge?: string }).challenge;
    expect(challenge).toBe(CHALLENGE_URL);
  });

  it('reports the payload when verified and null on any other state', () => {
    const onChange = vi.fn();
    const { container } = render(<AltchaWidget onChange={onChange} />);
    const widget = container.querySelector('altcha-widget')!;

    widget.dispatchEvent(stateChange({ state: 'verifying', payload: null }));
    widget.dispatchEvent(stateChange({ state: 'verified', payload: 'abc' }));
    widget.dispatchEvent(stateChange({ state: 'expired', payload: 'abc' }));

    expect(onChange.mock.calls).toEqual([[null], ['abc'], [null]]);
  });
});
