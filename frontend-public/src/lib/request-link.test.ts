import { afterEach, describe, expect, it } from 'vitest';
import { forgetRequestLink, rememberRequestLink, requestLinkFor } from './request-link';

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

describe('the remembered request link', () => {
  afterEach(() => sessionStorage.clear());

  it("is named for the requester's number only", () => {
    rememberRequestLink({ token, phoneNumber: '+255754987654' });
    expect(requestLinkFor('+255 754 987 654')).toEqual({ request: token });
    expect(requestLinkFor('+255754000111')).toEqual({});
  });

  it('is named for nothing once forgotten or when the stored value is not ours', () => {
    rememberRequestLink({ token, phoneNumber: '+255754987654' });
    forgetRequestLink();
    expect(requestLinkFor('+255754987654')).toEqual({});
    sessionStorage.setItem('creditRequestLink', '{oops');
    expect(requestLinkFor('+255754987654')).toEqual({});
  });
});
