import { vi } from 'vitest';

/**
 * Pretends the window is a phone (390 px wide): every "max-width" media query matches and every
 * "min-width" one does not, which is how MUI's breakpoints.down()/up() ask.
 */
export function pretendPhoneScreen() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}
