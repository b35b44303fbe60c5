// JSX typing for the <altcha-widget> custom element (attributes of the altcha v3 widget).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

interface AltchaWidgetAttributes extends HTMLAttributes<HTMLElement> {
  /** URL of the challenge endpoint, or a JSON-encoded challenge. */
  challenge?: string;
  /** Name of the hidden input that carries the solved payload in a <form>. */
  name?: string;
  auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
  display?: 'standard' | 'bar' | 'floating' | 'overlay' | 'invisible';
  type?: 'native' | 'checkbox' | 'switch';
  language?: string;
  theme?: string;
  workers?: number;
  /** JSON-encoded extra configuration, e.g. '{"hideFooter":true}'. */
  configuration?: string;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': DetailedHTMLProps<AltchaWidgetAttributes, HTMLElement>;
    }
  }
}
