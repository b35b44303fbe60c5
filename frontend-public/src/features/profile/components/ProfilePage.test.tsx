import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '@/lib/api-client';
import { pending, reply, replies, stubApi } from '@/test/api-stub';
import { renderPage } from '@/test/render';
import { ProfilePage } from './ProfilePage';

const stored = { fullname: 'Abebe Kebede', telephone: '+251911000000', email: 'abebe@example.com' };
const fresh = { fullname: 'Abebe K.', telephone: '+251911111111', email: 'abebe@example.com' };

function logIn() {
  localStorage.setItem('loginStatus', 'true');
  localStorage.setItem('userdata', JSON.stringify(stored));
}

const field = (label: string) => screen.getByLabelText(label);
const location = () => screen.getByTestId('location');

beforeEach(() => {
  localStorage.clear();
  clearCsrfToken();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProfilePage', () => {
  it('sends a logged-out visitor to /Login without calling the API', () => {
    const api = stubApi({});
    renderPage(<ProfilePage />, '/Profile');

    expect(location()).toHaveTextContent(/^\/Login$/);
    expect(api.calls()).toEqual([]);
  });

  it('goes to /Login when the API answers 401', async () => {
    logIn();
    stubApi({ 'GET /api/user/profile': reply(401, { message: 'Unauthorized' }) });
    renderPage(<ProfilePage />, '/Profile');

    await waitFor(() => expect(location()).toHaveTextContent(/^\/Login$/));
    expect(localStorage.getItem('loginStatus')).toBe('false');
  });

  it('shows the stored userdata while loading, then the profile from the server', async () => {
    logIn();
    // Made before the call: the server asks for its answer only once the request arrives.
    let answer: (r: Response) => void = () => {};
    const later = new Promise<Response>((resolve) => (answer = resolve));
    stubApi({ 'GET /api/user/profile': () => later });
    renderPage(<ProfilePage />, '/Profile');

    expect(screen.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeVisible();
    expect(field('Full Name')).toHaveValue('Abebe Kebede');
    expect(field('Mobile Number')).toHaveValue('+251911000000');
    expect(field('Email')).toHaveValue('abebe@example.com');
    expect(field('Mobile Number')).toHaveAttribute('maxLength', '28');

    answer(
      new Response(JSON.stringify({ user: fresh }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    await waitFor(() => expect(field('Full Name')).toHaveValue('Abebe K.'));
    expect(field('Mobile Number')).toHaveValue('+251911111111');
  });

  it('has the account side menu and a link to support', async () => {
    logIn();
    stubApi({ 'GET /api/user/profile': pending });
    const user = userEvent.setup();
    renderPage(<ProfilePage />, '/Profile');

    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: 'Personal Information' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/Changepassword',
    );
    expect(within(menu).queryByRole('link', { name: 'Topup Transaction' })).toBeNull();

    await user.click(within(menu).getByRole('button', { name: 'Transaction History' }));

    expect(within(menu).getByRole('link', { name: 'Topup Transaction' })).toHaveAttribute(
      'href',
      '/Topuptransaction',
    );
    expect(
      within(menu).getByRole('link', { name: 'International Call Transaction' }),
    ).toHaveAttribute('href', '/Calltransaction');
    expect(screen.getByRole('link', { name: 'Contact our support team' })).toHaveAttribute(
      'href',
      '/Contact',
    );
  });

  it('validates full name and mobile number', async () => {
    logIn();
    const api = stubApi({ 'GET /api/user/profile': pending });
    const user = userEvent.setup();
    renderPage(<ProfilePage />, '/Profile');
    const update = screen.getByRole('button', { name: 'Update Name and Phone number' });

    await user.clear(field('Full Name'));
    await user.clear(field('Mobile Number'));
    await user.click(update);
    expect(await screen.findAllByText('This field is required!!')).toHaveLength(2);

    await user.type(field('Full Name'), '<b>Abebe</b>');
    await user.type(field('Mobile Number'), '+2519110');
    await user.click(update);
    expect(await screen.findByText('Invalid Input! Please enter text only.')).toBeVisible();
    expect(screen.getByText('Mobile number must contain at least 10 digits')).toBeVisible();

    expect(api.requests().map((r) => r.url)).toEqual(['/api/user/profile']);
  });

  it('updates name and phone, stores the returned user and shows the success modal', async () => {
    logIn();
    const updated = { ...stored, fullname: 'Abebe Bikila', telephone: '+251922222222' };
    const api = stubApi({
      'GET /api/user/profile': reply(200, { user: stored }),
      'PATCH /api/user/updateUserNamePhone': reply(200, { user: updated }),
    });
    const user = userEvent.setup();
    renderPage(<ProfilePage />, '/Profile');
    await waitFor(() => expect(api.requests()).toHaveLength(1));

    await user.clear(field('Full Name'));
    await user.type(field('Full Name'), 'Abebe Bikila');
    await user.clear(field('Mobile Number'));
    await user.type(field('Mobile Number'), '+251922222222');
    await user.click(screen.getByRole('button', { name: 'Update Name and Phone number' }));

    const dialog = await screen.findByRole('dialog', {
      name: 'Your profile has been updated successfully!',
    });
    expect(api.requests()[1]).toEqual({
      method: 'PATCH',
      url: '/api/user/updateUserNamePhone',
      body: { fullname: 'Abebe Bikila', phoneNumber: '+251922222222' },
    });
    expect(JSON.parse(localStorage.getItem('userdata')!)).toEqual(updated);
    expect(localStorage.getItem('loginStatus')).toBe('true');

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field('Full Name')).toHaveValue('Abebe Bikila');
  });

  it('shows the server message when the name/phone update is refused', async () => {
    logIn();
    stubApi({
      'GET /api/user/profile': pending,
      'PATCH /api/user/updateUserNamePhone': reply(400, {
        statusCode: 400,
        message: 'Mobile number must contain at least 10 digits',
      }),
    });
    const user = userEvent.setup();
    renderPage(<ProfilePage />, '/Profile');

    await user.click(screen.getByRole('button', { name: 'Update Name and Phone number' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Mobile number must contain at least 10 digits',
    );
  });

  it('validates the e-mail', async () => {
    logIn();
    const api = stubApi({ 'GET /api/user/profile': pending });
    const user = userEvent.setup();
    renderPage(<ProfilePage />, '/Profile');
    const update = screen.getByRole('button', { name: 'Update Email' });

    await user.clear(field('Email'));
    await user.click(update);
    expect(await screen.findByText('This field is required!!')).toBeVisible();

    await user.type(field('Email'), 'abebe@example');
    await user.click(update);
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(api.requests()).toHaveLength(1);
  });

  describe('e-mail change', () => {
    const newEmail = 'new@example.com';

    async function requestCode(handlers: Parameters<typeof stubApi>[0]) {
      logIn();
      const api = stubApi({ 'GET /api/user/profile': pending, ...handlers });
      const user = userEvent.setup();
      renderPage(<ProfilePage />, '/Profile');
      await user.clear(field('Email'));
      await user.type(field('Email'), newEmail);
      await user.click(screen.getByRole('button', { name: 'Update Email' }));
      return { api, user };
    }

    it('sends a code, verifies it, updates the e-mail and shows the success modal', async () => {
      const updated = { ...stored, email: newEmail };
      const { api, user } = await requestCode({
        'POST /api/user/sendActivationCode': reply(200, { message: 'Activation code sent' }),
        'POST /api/user/verifyActivationCode': reply(200, { message: 'Activation code verified' }),
        'PATCH /api/user/updateUserEmail': reply(200, { user: updated }),
      });

      const dialog = await screen.findByRole('dialog', { name: 'Enter Verification Code' });
      const code = within(dialog).getByPlaceholderText('Enter 8 Digit code');
      // A pasted code keeps all 8 characters: spaces are trimmed before the length limit.
      await user.click(code);
      await user.paste(' ABCD2345');
      expect(code).toHaveValue('ABCD2345');
      await user.click(within(dialog).getByRole('button', { name: 'Verify Code' }));

      const success = await screen.findByRole('dialog', {
        name: 'Your profile has been updated successfully!',
      });
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Enter Verification Code' })).toBeNull(),
      );
      expect(api.requests().slice(1)).toEqual([
        { method: 'POST', url: '/api/user/sendActivationCode', body: { email: newEmail } },
        {
          method: 'POST',
          url: '/api/user/verifyActivationCode',
          body: { email: newEmail, activationCode: 'ABCD2345' },
        },
        { method: 'PATCH', url: '/api/user/updateUserEmail', body: { email: newEmail } },
      ]);
      expect(JSON.parse(localStorage.getItem('userdata')!)).toEqual(updated);

      await user.click(within(success).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('Cancel closes the code dialog without changing the e-mail', async () => {
      const { api, user } = await requestCode({
        'POST /api/user/sendActivationCode': reply(200, { message: 'Activation code sent' }),
      });

      const dialog = await screen.findByRole('dialog', { name: 'Enter Verification Code' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(api.requests().map((r) => r.url)).toEqual([
        '/api/user/profile',
        '/api/user/sendActivationCode',
      ]);
      expect(JSON.parse(localStorage.getItem('userdata')!)).toEqual(stored);
    });

    it('shows a rejected code, clears it, and can resend', async () => {
      const { user } = await requestCode({
        'POST /api/user/sendActivationCode': replies(
          reply(200, { message: 'Activation code sent', codeSent: true }),
          reply(200, { message: 'Activation code sent', codeSent: true }),
          reply(200, { message: 'Activation code sent', codeSent: false }),
        ),
        'POST /api/user/verifyActivationCode': replies(
          reply(401, { message: 'Activation code expired' }),
          reply(404, { message: 'Invalid Activation code, please try again!' }),
        ),
      });
      const dialog = await screen.findByRole('dialog', { name: 'Enter Verification Code' });
      const code = within(dialog).getByPlaceholderText('Enter 8 Digit code');

      await user.type(code, 'ABCD2345');
      await user.click(within(dialog).getByRole('button', { name: 'Verify Code' }));
      // This 401 is about the code, not the session: no logout.
      expect(await within(dialog).findByText('Activation code expired')).toBeVisible();
      expect(code).toHaveValue('');
      expect(localStorage.getItem('loginStatus')).toBe('true');

      await user.click(within(dialog).getByRole('button', { name: 'Resend Code' }));
      expect(
        await within(dialog).findByText('we have send you verification code again'),
      ).toBeVisible();

      // Inside the minute the server mails nothing and says so; the dialog does not pretend.
      await user.click(within(dialog).getByRole('button', { name: 'Resend Code' }));
      expect(await within(dialog).findByText(/No new code was sent/)).toBeVisible();

      await user.type(code, 'ZZZZ9999');
      await user.click(within(dialog).getByRole('button', { name: 'Verify Code' }));
      expect(
        await within(dialog).findByText('Invalid Activation code, please try again!'),
      ).toBeVisible();
    });

    it.each([
      [409, { message: 'Email already in use!' }, 'Email already in use!'],
      [500, { message: 'Internal server error' }, 'Server error'],
      [
        400,
        { message: 'Please enter a valid email address' },
        'Please enter a valid email address',
      ],
      [
        429,
        { message: 'Too many requests, please try again later.' },
        'Too many requests, please try again later.',
      ],
    ])('shows the send-code failure %i', async (status, body, text) => {
      await requestCode({ 'POST /api/user/sendActivationCode': reply(status, body) });

      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(location()).toHaveTextContent(/^\/Profile$/);
    });
  });
});
