import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage as renderAt } from '@/test/render';
import { Breadcrumb } from './Breadcrumb';

describe('Breadcrumb', () => {
  it('shows Home, then the current path without its leading slash', () => {
    renderAt(<Breadcrumb />, '/Requestmobiletopup');

    const bar = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(bar).toHaveTextContent(/^HomeRequestmobiletopup$/);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByTestId('breadcrumb-path')).toHaveTextContent(/^Requestmobiletopup$/);
    expect(bar.querySelector('svg')).not.toBeNull();
  });

  it('keeps the path as typed', () => {
    renderAt(<Breadcrumb />, '/profile');
    expect(screen.getByTestId('breadcrumb-path')).toHaveTextContent(/^profile$/);
  });
});
