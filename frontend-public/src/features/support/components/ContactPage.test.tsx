import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { clearCsrfToken } from '@/lib/api-client';
import { pending, reply, stubApi, TEST_SITE_SETTINGS } from '@/test/api-stub';
import { renderPage } from '@/test/render';
import { ContactPage } from './ContactPage';

// The real widget needs Web Workers and WebCrypto: a button stands in for solving it.
vi.mock('@/components/captcha/AltchaWidget', () => ({
  AltchaWidget: ({ onChange }: { onChange: (payload: string | null) => void }) => (
    <button type="button" onClick={() => onChange('payload')}>
      Solve bot check
    </button>
  ),
}));

const SUCCESS =
  'Thank you for reaching out to us! Your message has been successfully sent and we appreciate you contacting us.';
const field = (label: string) => screen.getByLabelText(label);
const send = () => screen.getByRole('button', { name: 'Send' });

type User = ReturnType<typeof userEvent.setup>;

async function fillValid(user: User) {
  await user.type(field('First Name'), 'Abebe');
  await user.type(field('Last Name'), 'Kebede');
  await user.type(field('Email'), 'abebe@example.com');
  await user.type(field('Message'), 'My top-up did not arrive.');
}

beforeEach(() => {
  localStorage.clear();
  clearCsrfToken();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContactPage', () => {
  it('shows the heading and the side panel: site config and the live settings', async () => {
    stubApi({});
    renderPage(<ContactPage />, '/Contact');

    expect(screen.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeVisible();
    const panel = screen.getByRole('complementary', { name: 'Contact details' });
    for (const line of site.addressLines) expect(within(panel).getByText(line)).toBeVisible();
    for (const phone of site.phones) {
      expect(within(panel).getByRole('link', { name: phone })).toHaveAttribute(
        'href',
        expect.stringMatching(/^tel:\+?\d+$/),
      );
    }
    // Business inquiries: where contact messages go, as the back office set it.
    expect(
      await within(panel).findByRole('link', { name: TEST_SITE_SETTINGS.contactEmail }),
    ).toHaveAttribute('href', `mailto:${TEST_SITE_SETTINGS.contactEmail}`);
    for (const [label, url] of [
      ['Facebook', 'https://www.facebook.com/selamtopup.test'],
      ['YouTube', 'https://www.youtube.com/@selamtopup.test'],
    ]) {
      expect(within(panel).getByRole('link', { name: label })).toHaveAttribute('href', url);
    }
  });

  it('holds the places of the live address and links while they are asked', () => {
    stubApi({ 'GET /api/siteSettings': pending });
    renderPage(<ContactPage />, '/Contact');
    const panel = screen.getByRole('complementary', { name: 'Contact details' });
    expect(within(panel).getByTestId('setting-placeholder')).toBeInTheDocument();
    expect(within(panel).getByText('Follow us')).toBeVisible();
    expect(within(panel).getByTestId('social-placeholder')).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });

  it('enables Send only once the bot check is solved', async () => {
    const user = userEvent.setup();
    renderPage(<ContactPage />, '/Contact');

    expect(send()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Solve bot check' }));
    expect(send()).toBeEnabled();
  });

  it('shows the validation messages', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderPage(<ContactPage />, '/Contact');
    await user.click(screen.getByRole('button', { name: 'Solve bot check' }));

    await user.click(send());
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);

    await user.type(field('First Name'), '<Abebe>');
    await user.type(field('Last Name'), 'Kebede>');
    await user.type(field('Email'), 'abebe.example.com');
    await user.type(field('Message'), 'Hello <script>');
    await user.click(send());

    expect(
      await screen.findAllByText('Invalid name format please enter correct name'),
    ).toHaveLength(2);
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(
      screen.getByText(
        'Invalid message format, please remove special characters like: < or > and try again',
      ),
    ).toBeVisible();
    expect(api.requests()).toEqual([]);
  });

  it('sends the message with the bot check, shows the success modal and resets the form', async () => {
    const api = stubApi({ 'POST /api/user/contactUs': reply(200, { message: 'Email sent' }) });
    const user = userEvent.setup();
    renderPage(<ContactPage />, '/Contact');

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Solve bot check' }));
    await user.click(send());

    const dialog = await screen.findByRole('dialog', { name: SUCCESS });
    expect(api.requests()).toEqual([
      {
        method: 'POST',
        url: '/api/user/contactUs',
        body: {
          firstname: 'Abebe',
          lastname: 'Kebede',
          email: 'abebe@example.com',
          message: 'My top-up did not arrive.',
          altcha: 'payload',
        },
      },
    ]);
    for (const label of ['First Name', 'Last Name', 'Email', 'Message']) {
      expect(field(label)).toHaveValue('');
    }

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The payload was used up: a new message needs a new bot check.
    expect(send()).toBeDisabled();
  });

  it('shows a spinner while sending', async () => {
    stubApi({ 'POST /api/user/contactUs': pending });
    const user = userEvent.setup();
    renderPage(<ContactPage />, '/Contact');

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Solve bot check' }));
    await user.click(send());

    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });

  it.each([
    [400, { message: 'Bot check failed' }, 'Bot check failed'],
    [400, {}, 'All fields are required'],
    [502, { message: 'Bad gateway' }, 'Email not sent'],
  ])('on %i %j shows "%s" and keeps the form', async (status, body, text) => {
    stubApi({ 'POST /api/user/contactUs': reply(status, body) });
    const user = userEvent.setup();
    renderPage(<ContactPage />, '/Contact');

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Solve bot check' }));
    await user.click(send());

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(field('First Name')).toHaveValue('Abebe');
    expect(send()).toBeDisabled();
  });
});
