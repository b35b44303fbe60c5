import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listReply, serveApi } from '../test/serveApi';
import { currentPath, masterAdmin, renderApp } from '../test/renderApp';

async function fillForm(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Full Name'), 'New Admin');
  await user.type(screen.getByLabelText('Email'), 'new@example.com');
  await user.type(screen.getByLabelText('Password'), 'Strong#Pass1');
  await user.click(screen.getByRole('button', { name: 'Create' }));
}

describe('Create Admin', () => {
  it('creates, shows the dialog, and OK goes to the admin list', async () => {
    const calls = serveApi({
      'POST /api/admin/createAdmin': {
        status: 201,
        json: { id: 'n-1', fullname: 'New Admin', email: 'new@example.com', type: 'admin' },
      },
      'GET /api/admin/admins': listReply('admins', [masterAdmin]),
    });
    const { user } = renderApp('/createadmin', masterAdmin);
    await fillForm(user);
    expect(await screen.findByText('new Admin has been created successfully!')).toBeInTheDocument();
    const post = calls.find((call) => call.url === '/api/admin/createAdmin')!;
    expect(post.body).toEqual({
      fullname: 'New Admin',
      email: 'new@example.com',
      password: 'Strong#Pass1',
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(currentPath()).toBe('/getAdmins'));
  });

  it("shows 'Email Already in use' on 409", async () => {
    serveApi({
      'POST /api/admin/createAdmin': { status: 409, json: { message: 'Email Already in use' } },
    });
    const { user } = renderApp('/createadmin', masterAdmin);
    await fillForm(user);
    expect(await screen.findByText('Email Already in use')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('validates the fields and shows the checklist for a weak password', async () => {
    const calls = serveApi({});
    const { user } = renderApp('/createadmin', masterAdmin);
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(screen.getByText('This field is required!!')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('This Field is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Full Name'), 'A <b>');
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.type(screen.getByLabelText('Password'), 'weak');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Invalid Input! Please enter text only.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('One uppercase letter').closest('li')).toHaveAttribute(
      'data-met',
      'false',
    );
    expect(calls).toHaveLength(0);
  });
});
