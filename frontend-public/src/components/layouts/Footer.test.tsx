import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { renderPage as renderAt } from '../../test/render';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows the copyright line with the current year', () => {
    renderAt(<Footer />);
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} SelamTopup. All rights reserved.`)).toBeInTheDocument();
  });

  it('shows the footer links', () => {
    renderAt(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'footer' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Mobile Topup', '/'],
      ['About Us', '/About'],
      ['Terms and Policies', '/Termsandpolicies'],
      ['Request Mobile Topup', '/Requestmobiletopup'],
      ['Contact', '/Contact'],
    ]);
  });

  it('shows the address, both phones, the e-mail and plain social links', () => {
    renderAt(<Footer />);
    for (const line of site.addressLines) expect(screen.getByText(line)).toBeInTheDocument();
    for (const phone of site.phones) {
      expect(screen.getByRole('link', { name: phone })).toHaveAttribute(
        'href',
        expect.stringMatching(/^tel:\+?\d+$/),
      );
    }
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    for (const { label, url } of site.social) {
      const link = screen.getByRole('link', { name: label });
      expect(link).toHaveAttribute('href', url);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
