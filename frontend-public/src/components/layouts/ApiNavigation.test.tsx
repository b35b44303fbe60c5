import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { refuse } from '@/test/api-handlers';
import { LocationProbe } from '@/test/render';
import { server } from '@/test/server';
import { ApiNavigation } from './ApiNavigation';

describe('ApiNavigation', () => {
  it("routes the API client's central redirects through the router", async () => {
    server.use(refuse('get', '/api/product/offers', 503, { message: 'down' }));
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
