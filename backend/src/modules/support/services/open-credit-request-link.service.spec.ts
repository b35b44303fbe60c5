import { AppConfig } from '@config/app-config';
import { hashLinkToken, newLinkToken } from '../domain/credit-request-link';
import { MemorySupportRepository } from '../testing/memory-support';
import { OpenCreditRequestLinkService } from './open-credit-request-link.service';
import { FindRequesterService } from './find-requester.service';

const DAY_MS = 24 * 3_600_000;

function setUp(tele = '+251911234567') {
  const repository = new MemorySupportRepository();
  const token = newLinkToken();
  void repository.saveCreditRequest(
    {
      language: 'en' as const,
      requestorName: 'Selam',
      requestorTele: tele,
      requestorEmail: 'selam@example.com',
      requesteeName: 'Dawit',
      requesteeEmail: 'dawit@example.com',
      message: 'Hi',
    },
    hashLinkToken(token),
  );
  const config = new AppConfig({ CREDIT_REQUEST_LINK_DAYS: '14' });
  return { repository, token, links: new OpenCreditRequestLinkService(repository, config) };
}

describe("a credit request's link", () => {
  it('opens to the request and the number, nothing else', async () => {
    const { token, links } = setUp();
    expect(await links.open(token)).toEqual({ requestId: 'r1', phoneNumber: '+251911234567' });
  });

  it("reads a number typed without '+' as calling code and number", async () => {
    const { token, links } = setUp('251911234567');
    expect((await links.open(token))?.phoneNumber).toBe('+251911234567');
  });

  it('opens for CREDIT_REQUEST_LINK_DAYS days, then no longer', async () => {
    const { repository, token, links } = setUp();
    const created = repository.links[0].createdAt.getTime();
    expect(await links.open(token, new Date(created + 14 * DAY_MS))).not.toBeNull();
    expect(await links.open(token, new Date(created + 14 * DAY_MS + 1))).toBeNull();
  });

  it('answers null alike for an unknown and a malformed token', async () => {
    const { links } = setUp();
    expect(await links.open(newLinkToken())).toBeNull();
    expect(await links.open('short')).toBeNull();
    expect(await links.open(`${'a'.repeat(42)}!`)).toBeNull();
  });

  it("names the requester of a request (for the 'sent' mail), and no one for an unknown id", async () => {
    const { repository } = setUp();
    const requesters = new FindRequesterService(repository);
    expect(await requesters.requesterOf('r1')).toEqual({
      name: 'Selam',
      email: 'selam@example.com',
      language: 'en',
    });
    expect(await requesters.requesterOf('r9')).toBeNull();
  });
});
