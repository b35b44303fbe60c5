import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '@/lib/api-client';
import { reply, stubApi } from '@/test/api-stub';
import { renderPage } from '@/test/render';
import { RequestTopupPage } from './RequestTopupPage';

// The real widget needs Web Workers and WebCrypto: a button stands in for solving it.
vi.mock('@/components/captcha/AltchaWidget', () => ({
  AltchaWidget: ({ onChange }: { onChange: (payload: string | null) => void }) => (
    <button type="button" onClick={() => onChange('payload')}>
      Solve bot check
    </button>
  ),
}));

const PREFILLED =
  'Hello, please send me a mobile credit using this easy, fast, and secure mobile recharge service. Thank you!';
const SUCCESS = 'We are pleased to inform you that your request has been successfully processed.';
const field = (label: string) => screen.getByLabelText(label);
const send = () => screen.getByRole('button', { name: 'Send' });

type User = ReturnType<typeof userEvent.setup>;

async function fillValid(user: User) {
  await user.type(field('Your Name'), 'Abebe');
  await user.type(field('Your Mobile Number'), '251911234567');
  await user.type(field('Your Email'), 'abebe@example.com');
  await user.type(field('Their Name'), 'Sara');
  await user.type(field('Their Email'), 'sara@example.com');
}

beforeEach(() => {
  localStorage.clear();
  clearCsrfToken();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RequestTopupPage', () => {
  it('has the two columns and the prefilled message', () => {
    renderPage(<RequestTopupPage />, '/Requestmobiletopup');

    expect(screen.getByRole('heading', { level: 1, name: 'Request Mobile Topup' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Requestor' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Requestee' })).toBeVisible();
    expect(field('Message')).toHaveValue(PREFILLED);
    expect(field('Your Mobile Number')).toHaveAttribute('maxLength', '12');
    expect(field('Your Mobile Number')).toHaveAttribute('minLength', '10');
  });

  it('lets only digits and plus into the mobile number', async () => {
    const user = userEvent.setup();
    renderPage(<RequestTopupPage />, '/Requestmobiletopup');

    await user.type(field('Your Mobile Number'), '+25a1-9 11(23)4567');

    expect(field('Your Mobile Number')).toHaveValue('+25191123456');
  });

  it('refuses a number not valid for its country, e.g. one cut a digit short', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderPage(<RequestTopupPage />, '/Requestmobiletopup');
    await user.click(screen.getByRole('button', { name: 'Solve bot check' }));
    await user.type(field('Your Mobile Number'), '+25191123456');
    await user.click(send());
    expect(await screen.findByText('Please enter a valid phone number')).toBeVisible();
    expect(api.bodies('/api/creditRequest/sendRequest')).toEqual([]);
  });

  it('shows the validation messages', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderPage(<RequestTopupPage />, '/Requestmobiletopup');
    await user.click(screen.getByRole('button', { name: 'Solve bot check' }));
    await user.clear(field('Message'));

    await user.click(send());
    expect(await screen.findAllByText('This field is required')).toHaveLength(6);

    await user.type(field('Your Name'), 'Abebe <b>');
    await user.type(field('Your Mobile Number'), '+25191123');
    await user.type(field('Your Email'), 'abebe@');
    await user.type(field('Their Name'), '<Sara>');
    await user.type(field('Their Email'), 'sara@example');
    await user.type(field('Message'), 'Send credit > now');
    await user.click(send());

    expect(await screen.findAllByText('Invalid input. Please enter text only.')).toHaveLength(3);
    expect(screen.getByText('Mobile number must contain at least 10 digits')).toBeVisible();
    expect(screen.getAllByText('Please enter a valid email address')).toHaveLength(2);
    expect(api.calls()).toEqual([]);
  });

  it('sends the request, shows the success modal and resets the form', async () => {
    const api = stubApi({
      'POST /api/creditRequest/sendRequest': reply(201, { message: 'Request sent' }),
    });
    const user = userEvent.setup();
    renderPage(<RequestTopupPage />, '/Requestmobiletopup');

    await fillValid(user);
    await user.clear(field('Message'));
    await user.type(field('Message'), 'Please top me up, thanks!');
    await user.click(screen.getByRole('button', { name: 'Solve bot check' }));
    await user.click(send());

    const dialog = await screen.findByRole('dialog', { name: SUCCESS });
    expect(api.requests()).toEqual([
      {
        method: 'POST',
        url: '/api/creditRequest/sendRequest',
        body: {
          RequestorName: 'Abebe',
          RequestorTele: '251911234567',
          RequestorEmail: 'abebe@example.com',
          RequesteeName: 'Sara',
          RequesteeEmail: 'sara@example.com',
          RequestorMessage: 'Please top me up, thanks!',
          altcha: 'payload',
        },
      },
    ]);
    for (const label of ['Your Name', 'Your Mobile Number', 'Your Email', 'Their Name']) {
      expect(field(label)).toHaveValue('');
    }
    expect(field('Message')).toHaveValue(PREFILLED);

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The payload was used up: a new request needs a new bot check.
    expect(send()).toBeDisabled();
  });

  it('shows the server message in red when the request fails', async () => {
    stubApi({
      'POST /api/creditRequest/sendRequest': reply(429, {
        statusCode: 429,
        message: 'Too many requests, please try again later.',
      }),
    });
    const user = userEvent.setup();
    renderPage(<RequestTopupPage />, '/Requestmobiletopup');

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Solve bot check' }));
    await user.click(send());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many requests, please try again later.');
    expect(alert.className).toMatch(/colorError|standardError/);
    expect(field('Your Name')).toHaveValue('Abebe');
  });
});
