import { socialLinksFrom } from './social-links';

describe('the social links of the settings', () => {
  it('keeps https pages on a network, in a fixed order, and drops the rest', () => {
    expect(
      socialLinksFrom({
        youtube: 'https://www.youtube.com/@selamtopup',
        facebook: ' https://www.facebook.com/selamtopup ',
        x: 'http://x.com/selamtopup',
        instagram: 'https://www.instagram.com/',
        other: 'https://example.com/page',
      }),
    ).toEqual([
      { network: 'facebook', url: 'https://www.facebook.com/selamtopup' },
      { network: 'youtube', url: 'https://www.youtube.com/@selamtopup' },
    ]);
  });

  it('is empty without a usable row', () => {
    expect(socialLinksFrom(null)).toEqual([]);
    expect(socialLinksFrom('https://www.facebook.com/selamtopup')).toEqual([]);
    expect(socialLinksFrom({ x: 'not a url' })).toEqual([]);
  });
});
