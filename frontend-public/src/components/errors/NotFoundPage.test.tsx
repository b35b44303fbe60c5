import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage as renderAt } from '@/test/render';
import { Error500Page } from './Error500Page';
import { Error503Page } from './Error503Page';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('shows the message, the current path and Home and Back', () => {
    renderAt(<NotFoundPage />, '/no-such-page');

    expect(
      screen.getByRole('heading', { name: 'Oops ! The page you requested is not found!' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('breadcrumb-path')).toHaveTextContent('no-such-page');
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Home' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('Home leads to the home page', async () => {
    const user = userEvent.setup();
    renderAt(<NotFoundPage />, '/missing');

    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Home' }));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('Back returns to the previous page', async () => {
    const user = userEvent.setup();
    renderAt(<NotFoundPage />, '/missing', ['/About']);

    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/About$/);
  });

  it('Back goes home when there is no previous page', async () => {
    const user = userEvent.setup();
    renderAt(<NotFoundPage />, '/missing');

    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('server error pages', () => {
  it('/Error500 shows its message', () => {
    renderAt(<Error500Page />, '/Error500');
    expect(
      screen.getByRole('heading', { name: 'Oops! Internal server error has occured .' }),
    ).toBeInTheDocument();
  });

  it('/Error503 shows its message', () => {
    renderAt(<Error503Page />, '/Error503');
    expect(
      screen.getByRole('heading', { name: 'Oops! The Service you are Requesting is unavailable!' }),
    ).toBeInTheDocument();
  });
});
