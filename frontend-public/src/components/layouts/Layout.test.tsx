import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearCsrfToken, setNavigate } from '@/lib/api-client';
import { markLoggedOut } from '@/lib/session';
import { answer } from '@/test/api-handlers';
import { renderPage as renderAt } from '@/test/render';
import { server } from '@/test/server';
import { Layout } from './Layout';

beforeEach(() => {
  localStorage.clear();
  clearCsrfToken();
});

afterEach(() => {
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
    const logouts: string[] = [];
    server.use(
      answer('post', '/api/user/logout', (request) => {
        logouts.push(request.method);
        return { message: 'Logged out' };
      }),
    );
    renderAt(<Layout>page</Layout>, '/Profile');

    await act(async () => {
      screen.getByRole('button', { name: 'LogOut', hidden: true }).click();
    });

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/Login$/);
    expect(logouts).toEqual(['POST']);
    expect(localStorage.getItem('loginStatus')).toBe('false');
    expect(localStorage.getItem('userdata')).toBeNull();
    expect(screen.getByRole('link', { name: 'LogIn', hidden: true })).toBeInTheDocument();
  });
});
