import { render, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { AltchaWidget, CHALLENGE_URL } from './AltchaWidget';

// With the real web component: React 19 must hand the URL to the upgraded element's
// configuration (solving needs Web Crypto in a secure context, which jsdom lacks).
it('configures the real altcha-widget with our challenge URL', async () => {
  const { container } = render(<AltchaWidget onChange={() => {}} />);
  const widget = container.querySelector('altcha-widget')!;
  // Defined once the widget is shown (the library loads on its own, after the page).
  await waitFor(() => expect(customElements.get('altcha-widget')).toBeDefined());
  // Its methods appear once the element has mounted its component.
  await waitFor(() => expect(widget.getConfiguration?.().challenge).toBe(CHALLENGE_URL));
});
