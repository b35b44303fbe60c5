import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '@/lib/api-client';
import { reply, stubApi } from '@/test/api-stub';
import { ANDROID_APP_URL } from '../app-links';
import { offers } from '@/test/offers';
import { renderHome } from '@/test/render';
import { HomePage } from './HomePage';

beforeEach(() => {
  localStorage.clear();
  clearCsrfToken();
  stubApi({ 'GET /api/product/offers': reply(200, offers) });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('scrolls to the top and shows the form, the marketing block and how it works', async () => {
    vi.mocked(window.scrollTo).mockClear();
    renderHome(<HomePage />);

    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('heading', { level: 1, name: 'Mobile Topup' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Mobile top-up' })).toBeVisible();
    // The blocks under the form come in a chunk of their own.
    expect(
      await screen.findByRole('heading', { name: 'Easiest possible way to send mobile airtime' }),
    ).toBeVisible();
    for (const claim of ['24/7 Service', 'SSL Encryption', 'Instant Top-up']) {
      expect(screen.getByRole('heading', { name: claim })).toBeVisible();
    }
    const how = screen.getByRole('region', { name: 'How Does It Work?' });
    expect(
      within(how)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual([
      'How Does It Work?',
      'Enter the mobile number',
      'Select the top-up amount',
      'Confirm the payment',
    ]);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('promotes the Android app with a store link and its QR code, drawn locally', async () => {
    renderHome(<HomePage />);

    expect(await screen.findByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      ANDROID_APP_URL,
    );
    const qr = screen.getByRole('img', { name: "QR code of the Android app's store link" });
    await waitFor(() => expect(qr.querySelector('svg path')).not.toBeNull());
    // Nothing on the page comes from another host.
    for (const img of document.querySelectorAll('img')) {
      expect(img.getAttribute('src')).toMatch(/^data:/);
    }
  });

  it("answers the iOS button with a 'coming soon' popup closed by OK", async () => {
    const user = userEvent.setup();
    renderHome(<HomePage />);

    await user.click(await screen.findByRole('button', { name: 'App Store (coming soon)' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'The App Store link will be available soon.',
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
