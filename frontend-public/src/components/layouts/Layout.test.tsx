import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken, setNavigate } from '../../lib/api-client';
import { markLoggedOut } from '../../lib/session';
import { renderPage as renderAt } from '../../test/render';
import { Layout } from './Layout';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

beforeEach(() => {
  localStorage.clear();
  clearCsrfToken();
});

afterEach(() => {
  vi.unstubAllGlobals();
  setNavigate(null);
});

describe('Layout', () => {
  it('uses the public header when loginStatus is not "true"', () => {
    localStorage.setItem('loginStatus', 'false');
    renderAt(<Layout>page</Layout>, '/About');

    expect(screen.getByRole('link', { name: 'SignUp', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'LogOut', hidden: true })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'breadcrumb' })).toHaveTextContent('About');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('uses the logged-in header when loginStatus is "true", and follows changes', () => {
    localStorage.setItem('loginStatus', 'true');
    renderAt(<Layout>page</Layout>, '/');

    expect(screen.getByRole('button', { name: 'LogOut', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/Profile');
    expect(screen.queryByRole('link', { name: 'SignUp', hidden: true })).toBeNull();

    act(() => markLoggedOut());

    expect(screen.getByRole('link', { name: 'LogIn', hidden: true })).toBeInTheDocument();
  });

  it('LogOut posts /api/user/logout, forgets the user and goes to /Login', async () => {
    localStorage.setItem('loginStatus', 'true');
    localStorage.setItem('userdata', '{"email":"a@b.co"}');
    // The footer asks for the site settings meanwhile: answers go by address.
    const answers: Record<string, Response> = {
      '/api/user/token': json(200, { csrfToken: 'tok' }),
      '/api/user/logout': json(200, { message: 'Logged out' }),
    };
    const fetchMock = vi.fn<typeof fetch>(
      async (input) => answers[String(input)] ?? json(599, { message: 'not stubbed' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt(<Layout>page</Layout>, '/Profile');

    await act(async () => {
      screen.getByRole('button', { name: 'LogOut', hidden: true }).click();
    });

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/Login$/);
    const [url, init] = fetchMock.mock.calls.find(([u]) => u === '/api/user/logout')!;
    expect(url).toBe('/api/user/logout');
    expect(init?.method).toBe('POST');
    expect(localStorage.getItem('loginStatus')).toBe('false');
    expect(localStorage.getItem('userdata')).toBeNull();
    expect(screen.getByRole('link', { name: 'LogIn', hidden: true })).toBeInTheDocument();
  });
});
