import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { reply, restoreApi, stubApi, TEST_SITE_SETTINGS } from '@/test/api-stub';
import { renderPage as renderAt } from '@/test/render';
import { Footer } from './Footer';

afterEach(() => restoreApi());

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

  it('shows the address, both phones, the live contact e-mail and plain social links', async () => {
    stubApi({});
    renderAt(<Footer />);
    for (const line of site.addressLines) expect(screen.getByText(line)).toBeInTheDocument();
    for (const phone of site.phones) {
      expect(screen.getByRole('link', { name: phone })).toHaveAttribute(
        'href',
        expect.stringMatching(/^tel:\+?\d+$/),
      );
    }
    expect(
      await screen.findByRole('link', { name: TEST_SITE_SETTINGS.contactEmail }),
    ).toHaveAttribute('href', `mailto:${TEST_SITE_SETTINGS.contactEmail}`);
    for (const { network, url } of TEST_SITE_SETTINGS.socialLinks) {
      const link = screen.getByRole('link', {
        name: network === 'youtube' ? 'YouTube' : 'Facebook',
      });
      expect(link).toHaveAttribute('href', url);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.queryByRole('link', { name: 'X' })).not.toBeInTheDocument();
  });

  it('shows the address the back office set last, not one of the build', async () => {
    stubApi({
      'GET /api/siteSettings': reply(200, {
        ...TEST_SITE_SETTINGS,
        contactEmail: 'changed-desk@selamtopup.test',
      }),
    });
    renderAt(<Footer />);
    expect(
      await screen.findByRole('link', { name: 'changed-desk@selamtopup.test' }),
    ).toHaveAttribute('href', 'mailto:changed-desk@selamtopup.test');
    expect(screen.queryByRole('link', { name: /selamtopup\.example/ })).not.toBeInTheDocument();
  });

  it('points to the contact form when the settings cannot be read', async () => {
    stubApi({ 'GET /api/siteSettings': reply(502, { message: 'down' }) });
    renderAt(<Footer />);
    expect(await screen.findByRole('link', { name: 'Write to us' })).toHaveAttribute(
      'href',
      '/Contact',
    );
  });
});
