import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage as renderAt } from '@/test/render';
import { PublicHeader } from './PublicHeader';

const labels = ['Mobile Topup', 'Request Mobile Topup', 'About', 'Contact', 'SignUp', 'LogIn'];

describe('PublicHeader', () => {
  it('shows the brand and every public link, highlighting the current one', () => {
    renderAt(<PublicHeader />, '/About');

    expect(screen.getByRole('link', { name: 'SelamTopup' })).toHaveAttribute('href', '/');
    // Below md the inline links are hidden by CSS (jsdom has no wide screen): query them anyway.
    const nav = screen.getByRole('navigation', { name: 'main', hidden: true });
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.textContent)).toEqual(labels);
    expect(within(nav).getByRole('link', { name: 'About', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      links
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((l) => l.textContent),
    ).toEqual(['About']);
  });

  it('highlights Mobile Topup only on the home page', () => {
    renderAt(<PublicHeader />, '/');
    const nav = screen.getByRole('navigation', { name: 'main', hidden: true });
    const current = within(nav)
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Mobile Topup']);
  });

  it('opens the side menu and closes it when a link is clicked', async () => {
    const user = userEvent.setup();
    renderAt(<PublicHeader />, '/');

    await user.click(screen.getByRole('button', { name: 'open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'mobile' });
    expect(within(menu).getByRole('link', { name: 'Mobile Topup' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(labels);

    await user.click(within(menu).getByRole('link', { name: 'Contact' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/Contact');
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'mobile' })).not.toBeInTheDocument(),
    );
  });

  it('closes the side menu with the close icon', async () => {
    const user = userEvent.setup();
    renderAt(<PublicHeader />, '/Login');

    await user.click(screen.getByRole('button', { name: 'open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'mobile' });
    expect(within(menu).getByRole('link', { name: 'LogIn' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(screen.getByRole('button', { name: 'close menu' }));

    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'mobile' })).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/Login');
  });
});
