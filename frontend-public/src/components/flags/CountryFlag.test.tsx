import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountryFlag } from './CountryFlag';
import { flagLoaders } from './flag-loaders';

describe('flags', () => {
  it('uses the local drawing for Tanzania and the flag set for the others', async () => {
    const tanzania = (await flagLoaders.TZ!()).default;
    expect(tanzania).toContain('#1eb53a');
    expect(tanzania).toContain('#fcd116');
    expect((await flagLoaders.KE!()).default).toMatch(/^<svg/);
  });

  it('shows the flag as a data URL, and nothing for an unknown code', async () => {
    const { container } = render(
      <>
        <CountryFlag code="tz" />
        <CountryFlag code="XX" />
        <CountryFlag code={null} />
      </>,
    );

    await waitFor(() => expect(container.querySelector('[data-flag="TZ"] img')).not.toBeNull());
    const src = container.querySelector('[data-flag="TZ"] img')!.getAttribute('src')!;
    expect(decodeURIComponent(src)).toContain('#1eb53a');
    expect(container.querySelector('[data-flag="XX"] img')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });
});
