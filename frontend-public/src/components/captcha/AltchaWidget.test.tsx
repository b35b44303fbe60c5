import { createRef } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { AltchaWidget, type AltchaWidgetHandle } from './AltchaWidget';

// The real widget needs Web Workers and WebCrypto; here only the React wiring is tested.
vi.mock('altcha', () => ({}));

function stateChange(element: Element, state: string, payload?: string) {
  act(() => {
    element.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  });
}

/** The labels altcha's own translation modules registered, by the widget's language code. */
const registeredLabels = (code: string): Record<string, string> | undefined => {
  type Labels = Record<string, Record<string, string>>;
  type Store = { subscribe: (run: (value: Labels) => void) => () => void };
  const altcha = (globalThis as { $altcha?: { i18n: { store: Store } } }).$altcha;
  let all: Labels = {};
  altcha?.i18n.store.subscribe((value) => (all = value))();
  return all[code];
};

afterEach(async () => {
  await activateLanguage('en');
});

describe('AltchaWidget', () => {
  it("speaks the page's language: its labels loaded and chosen, English otherwise", async () => {
    const { container } = render(<AltchaWidget onChange={() => {}} />);
    const widget = container.querySelector('altcha-widget')!;
    expect(widget).toHaveAttribute('language', 'en');

    await act(() => activateLanguage('am'));
    await waitFor(() => expect(widget).toHaveAttribute('language', 'am'));
    expect(registeredLabels('am')?.label).toBe('እኔ ሮቦት አይደለሁም');

    await act(() => activateLanguage('fr'));
    await waitFor(() => expect(widget).toHaveAttribute('language', 'fr-fr'));
    expect(registeredLabels('fr-fr')?.label).toBe('Je ne suis pas un robot');

    await act(() => activateLanguage('en'));
    await waitFor(() => expect(widget).toHaveAttribute('language', 'en'));
  });

  it('renders <altcha-widget> with the backend challenge URL', () => {
    const { container } = render(<AltchaWidget onChange={() => {}} />);
    const widget = container.querySelector('altcha-widget');
    expect(widget).toHaveAttribute('challenge', '/api/captcha/challenge');
    expect(widget).toHaveAttribute('name', 'altcha');
  });

  it('reports the payload when verified and null when expired or failed', () => {
    const onChange = vi.fn();
    const { container } = render(<AltchaWidget onChange={onChange} />);
    const widget = container.querySelector('altcha-widget')!;

    stateChange(widget, 'verifying');
    stateChange(widget, 'verified', 'cGF5bG9hZA==');
    stateChange(widget, 'expired');
    stateChange(widget, 'error');

    expect(onChange.mock.calls).toEqual([[null], ['cGF5bG9hZA=='], [null], [null]]);
  });

  it('reset() clears the payload', () => {
    const onChange = vi.fn();
    const ref = createRef<AltchaWidgetHandle>();
    render(<AltchaWidget onChange={onChange} ref={ref} />);

    act(() => ref.current?.reset());

    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('after a submit, solves a new challenge by itself once the person had solved one', () => {
    const onChange = vi.fn();
    const ref = createRef<AltchaWidgetHandle>();
    const { container } = render(<AltchaWidget onChange={onChange} ref={ref} />);
    const widget = container.querySelector('altcha-widget')! as Element & {
      reset: () => void;
      verify: () => Promise<unknown>;
    };
    widget.reset = vi.fn();
    widget.verify = vi.fn(() => Promise.resolve(null));

    // Not solved yet: nothing is solved behind the person's back.
    act(() => ref.current?.reset());
    expect(widget.verify).not.toHaveBeenCalled();

    stateChange(widget, 'verified', 'cGF5bG9hZA==');
    act(() => ref.current?.reset());

    expect(widget.reset).toHaveBeenCalled();
    expect(widget.verify).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
