// The language switch (docs/i18n.md): the header's choice redraws the page in the language,
// sets <html lang>, the `lang` cookie and the address, and tells the account when logged in.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { Layout } from '@/components/layouts/Layout';
import { markLoggedIn } from '@/lib/session';
import { renderPage } from '@/test/render';
import { server } from '@/test/server';
import { activateLanguage, currentLanguage } from './i18n';

// Its label is in the page's language: found by role.
const languageSelect = () => screen.getAllByRole('combobox', { hidden: true })[0];

afterEach(async () => {
  await activateLanguage('en');
  document.cookie = 'lang=; path=/; max-age=0';
  window.history.replaceState(null, '', '/');
});

describe('language switch', () => {
  it('redraws the header and footer in French, with <html lang>, the cookie and ?lang=', async () => {
    renderPage(<Layout>page</Layout>, '/About');
    const nav = await screen.findByRole('navigation', { name: 'main', hidden: true });
    expect(within(nav).getByRole('link', { name: 'About', hidden: true })).toBeInTheDocument();

    await userEvent.selectOptions(languageSelect(), 'fr');

    await waitFor(() => expect(currentLanguage()).toBe('fr'));
    const frenchNav = screen.getByRole('navigation', { name: 'principal', hidden: true });
    expect(within(frenchNav).getByRole('link', { name: 'À propos', hidden: true })).toBeVisible();
    expect(screen.getByText('Suivez-nous')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(document.cookie).toContain('lang=fr');
    expect(new URL(window.location.href).searchParams.get('lang')).toBe('fr');
  });

  it('writes Amharic in Ethiopic script and tells a logged-in customer’s account', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/user/token', () => HttpResponse.json({ csrfToken: 'token' })),
      // Not merged yet on every branch: a 404 is ignored.
      http.put('*/api/user/language', async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, { status: 404 });
      }),
    );
    markLoggedIn({ fullname: 'Abebe', telephone: '+251911234567', email: 'a@example.com' });
    renderPage(<Layout>page</Layout>, '/');
    await screen.findByRole('button', { name: 'LogOut', hidden: true });

    await userEvent.selectOptions(languageSelect(), 'am');

    expect(await screen.findByRole('button', { name: 'ይውጡ', hidden: true })).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ language: 'am' }]));
    expect(document.documentElement.lang).toBe('am');
  });

  it('goes back to English addresses without ?lang=', async () => {
    renderPage(<Layout>page</Layout>, '/');
    await userEvent.selectOptions(languageSelect(), 'sw');
    await waitFor(() => expect(new URL(window.location.href).searchParams.get('lang')).toBe('sw'));
    await userEvent.selectOptions(languageSelect(), 'en');
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.getAllByRole('link', { name: 'Contact', hidden: true }).length).toBeGreaterThan(
      0,
    );
  });
});
