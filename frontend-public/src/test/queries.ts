import { screen, waitFor } from '@testing-library/react';

/**
 * The exact help text under a field (no whitespace trimming: some specified texts start with one).
 */
export function helperText(label: string | RegExp): string | null {
  const input = screen.getByLabelText(label, { selector: 'input' });
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

/** Waits for the field's help text (validation runs asynchronously through the zod resolver). */
export async function expectHelperText(label: string | RegExp, text: string | null) {
  await waitFor(() => expect(helperText(label)).toBe(text));
}

/** The navigation state shown by LocationProbe's `state` output, parsed. */
export function destinationState(element: HTMLElement): unknown {
  return JSON.parse(element.textContent ?? 'null');
}

/** Where the screen is, and the navigation state it got there with (render.tsx's probe). */
export const location = () => screen.getByTestId('location').textContent;
export const locationState = () => destinationState(screen.getByTestId('state'));
