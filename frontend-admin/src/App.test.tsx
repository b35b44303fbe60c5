import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { stubFetch } from './test/fetchStub';

vi.mock('./captcha/AltchaWidget', async () => {
  const { MockAltchaWidget } = await import('./test/MockAltchaWidget');
  return { AltchaWidget: MockAltchaWidget };
});

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <CurrentPath />
    </MemoryRouter>,
  );
}

describe('App', () => {
  it('sends a visitor who is not logged in to /Adminconfigpage', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/Adminconfigpage$/);
  });

  it('logs in and lands on the dashboard', async () => {
    stubFetch(
      { json: { csrfToken: 'tok' } },
      { json: { id: 1, fullname: 'Abebe', email: 'abebe@example.com', type: 'admin' } },
    );
    renderAt('/Adminconfigpage');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'abebe@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(
      await screen.findByRole('heading', { name: 'SelamTopup back office' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem('AdloginStatus')).toBe('true');
  });
});
