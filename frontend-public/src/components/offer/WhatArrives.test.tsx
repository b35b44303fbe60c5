import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from '@/theme/theme';
import { voda2000, vodaData } from '@/test/offers';
import type { Offer } from '@/api/offer';
import { activateLanguage } from '@/i18n/i18n';
import { promotionEndText, receivesText, validText, WhatArrives } from './WhatArrives';

const bundle: Offer = {
  ...vodaData,
  whatArrives: {
    summary: '300 min + 1.5 GB',
    validity: '7 days',
    benefits: [
      { type: 'TALKTIME', text: '300 min', note: 'On-net calls' },
      { type: 'DATA', text: '1.5 GB', note: null },
    ],
  },
  promotion: { title: 'Double data', terms: 'While it lasts', endsAt: '2026-12-31T23:59:59Z' },
};

const renderIt = (offer: Offer, compact = false) =>
  render(
    <ThemeProvider theme={theme}>
      <WhatArrives offer={offer} compact={compact} />
    </ThemeProvider>,
  );

describe('WhatArrives', () => {
  it('says what arrives with its validity, every benefit of a bundle and the promotion with its end', () => {
    renderIt(bundle);
    expect(screen.getByTestId('what-arrives')).toHaveTextContent(
      'Receives 300 min + 1.5 GB · valid 7 days',
    );
    const benefits = screen.getByRole('list', { name: 'Benefits' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['300 min (On-net calls)', '1.5 GB']);
    const badge = screen.getByTestId('promotion-badge');
    expect(badge).toHaveTextContent('Double data · ends 31 Dec 2026');
    expect(badge).toHaveAttribute('title', 'While it lasts');
  });

  it('leaves the benefit lines out in the amount list', () => {
    renderIt(bundle, true);
    expect(screen.queryByRole('list', { name: 'Benefits' })).toBeNull();
    expect(screen.getByTestId('what-arrives')).toBeVisible();
  });

  it('shows nothing for an offer that does not say', () => {
    const { container } = renderIt({ ...voda2000, promotion: null });
    expect(container).toBeEmptyDOMElement();
  });

  it('words validity and end dates', () => {
    expect(receivesText({ summary: '100 ETB', validity: null })).toBe('Receives 100 ETB');
    expect(receivesText(undefined)).toBeNull();
    expect(promotionEndText(null)).toBeNull();
    expect(promotionEndText('not a date')).toBeNull();
  });

  describe('validity', () => {
    const validities = ['1 hour', '24 hours', '1 day', '30 days', '2 weeks', '1 month', '3 months'];

    it('reads in English exactly as the API words it', () => {
      expect(validities.map(validText)).toEqual(validities.map((v) => `valid ${v}`));
      expect(validText('No expiry')).toBe('valid No expiry');
      expect(validText('until Sunday')).toBe('valid until Sunday');
    });

    it("is said in the page's language, and an unknown shape keeps the API's words", async () => {
      await activateLanguage('fr');
      expect(['1 day', '30 days', '3 months', 'No expiry'].map(validText)).toEqual([
        'valable 1 jour',
        'valable 30 jours',
        'valable 3 mois',
        'sans date d’expiration',
      ]);
      expect(validText('until Sunday')).toBe('valable until Sunday');
      await activateLanguage('sw');
      expect(validText('1 month')).toBe('halali kwa mwezi 1');
      expect(validText('30 days')).toBe('halali kwa siku 30');
    });

    it('shows under an offer in Amharic', async () => {
      await activateLanguage('am');
      renderIt(bundle);
      expect(screen.getByTestId('what-arrives')).toHaveTextContent('ለ7 ቀናት የሚያገለግል');
    });
  });
});
