import { describe, expect, it } from 'vitest';
import { socialLinksFrom } from './site';

describe('socialLinksFrom', () => {
  it("takes the business's pages from the settings, in a fixed order", () => {
    expect(
      socialLinksFrom({
        VITE_SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@selamtopup',
        VITE_SOCIAL_FACEBOOK_URL: ' https://www.facebook.com/selamtopup ',
      }),
    ).toEqual([
      { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/selamtopup' },
      { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@selamtopup' },
    ]);
  });

  it('shows nothing for a network without a setting, a bare home page or a non-https address', () => {
    expect(socialLinksFrom({})).toEqual([]);
    expect(
      socialLinksFrom({
        VITE_SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/',
        VITE_SOCIAL_X_URL: 'javascript:alert(1)',
        VITE_SOCIAL_INSTAGRAM_URL: 'http://instagram.com/selam',
        VITE_SOCIAL_YOUTUBE_URL: '',
      }),
    ).toEqual([]);
  });
});
