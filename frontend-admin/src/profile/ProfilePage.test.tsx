import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveApi } from '../test/serveApi';
import { ordinaryAdmin, renderApp } from '../test/renderApp';

const me = { ...ordinaryAdmin, fullname: 'Abebe Server', email: 'abebe@server.example' };

describe('Admin profile (Personal Information)', () => {
  it('prefills from /me, updates and stores the new admindata', async () => {
    const calls = serveApi({
      'GET /api/admin/me': { json: me },
      'POST /api/admin/updateAdmin/': {
        json: { ...me, fullname: 'Abebe New', email: 'new@example.com' },
      },
    });
    const { user } = renderApp('/updateadmin');
    const name = await screen.findByLabelText('Full Name');
    expect(name).toHaveValue('Abebe Server');
    expect(screen.getByLabelText('Email')).toHaveValue('abebe@server.example');

    await user.clear(name);
    await user.type(name, 'Abebe New');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('admin updated is successfully!')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST' && call.url.includes('updateAdmin'))!;
    expect(post.url).toBe('/api/admin/updateAdmin/');
    expect(post.body).toEqual({ email: 'new@example.com', fullname: 'Abebe New' });
    expect(JSON.parse(localStorage.getItem('admindata')!)).toMatchObject({
      id: ordinaryAdmin.id,
      fullname: 'Abebe New',
      email: 'new@example.com',
    });
    expect(localStorage.getItem('AdloginStatus')).toBe('true');
  });

  it('shows the new name in the header at once, on the account menu named after it', async () => {
    serveApi({
      'GET /api/admin/me': { json: me },
      'POST /api/admin/updateAdmin/': { json: { ...me, fullname: 'Abebe New' } },
    });
    const { user } = renderApp('/updateadmin');
    expect(await screen.findByRole('button', { name: 'Abebe Kebede' })).toBeInTheDocument();
    const name = await screen.findByLabelText('Full Name');
    await user.clear(name);
    await user.type(name, 'Abebe New');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('admin updated is successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Abebe New' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abebe Kebede' })).not.toBeInTheDocument();
  });

  it.each([
    ['', 'abebe@example.com', 'This field is required!!'],
    ['<script>', 'abebe@example.com', 'Invalid Input! Please enter text only.'],
    ['Abebe', '', 'This field is required'],
    ['Abebe', 'not-an-email', 'Please enter a valid email address'],
  ])('validates name "%s" and email "%s": %s', async (fullname, email, text) => {
    const calls = serveApi({ 'GET /api/admin/me': { json: me } });
    const { user } = renderApp('/Updateadmin');
    const name = await screen.findByLabelText('Full Name');
    await user.clear(name);
    if (fullname) await user.type(name, fullname);
    await user.clear(screen.getByLabelText('Email'));
    if (email) await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows 'Email Already in use' on 409", async () => {
    serveApi({
      'GET /api/admin/me': { json: me },
      'POST /api/admin/updateAdmin/': { status: 409, json: { message: 'Email Already in use' } },
    });
    const { user } = renderApp('/Updateadmin');
    await screen.findByDisplayValue('Abebe Server');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Email Already in use')).toBeInTheDocument();
  });
});
