import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client';
import { LocationProbe } from '../../test/render';
import { ApiNavigation } from './ApiNavigation';

afterEach(() => vi.unstubAllGlobals());

describe('ApiNavigation', () => {
  it("routes the API client's central redirects through the router", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(
        new Response('{"message":"down"}', {
          status: 503,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    render(
      <MemoryRouter initialEntries={['/Payment']}>
        <ApiNavigation />
        <LocationProbe />
      </MemoryRouter>,
    );

    await act(async () => {
      await expect(api.get('/api/product/offers')).rejects.toMatchObject({ status: 503 });
    });

    expect(screen.getByTestId('location')).toHaveTextContent('/Error503');
  });
});
