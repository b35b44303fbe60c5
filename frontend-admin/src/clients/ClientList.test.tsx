import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listReply, queryOf, serveApi } from '../test/serveApi';
import { renderApp } from '../test/renderApp';

const clients = [
  { id: 'c-1', fullname: 'Sara Sender', email: 'sara@example.com', telephone: '+15550001' },
  { id: 'c-2', fullname: 'Tom Topup', email: 'tom@example.com', telephone: '+15550002' },
];

describe('List Of Clients', () => {
  it('shows No, User name, Email, Mobile Number and numbers rows across pages', async () => {
    const calls = serveApi({ 'GET /api/admin/clients': listReply('clients', clients, 12) });
    const { user } = renderApp('/Userinformation');
    expect(await screen.findByText('sara@example.com')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'No',
      'User name',
      'Email',
      'Mobile Number',
    ]);
    const firstRow = screen.getByText('Sara Sender').closest('tr')!;
    expect(firstRow.querySelector('td')).toHaveTextContent('1');
    expect(screen.getByText('+15550002')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(screen.getByText('Sara Sender').closest('tr')!.querySelector('td')).toHaveTextContent(
        '11',
      ),
    );
    expect(queryOf(calls.at(-1)!)).toMatchObject({ range: [10, 19], sort: ['fullname', 'ASC'] });
  });

  it('searches across fields with q', async () => {
    const calls = serveApi({ 'GET /api/admin/clients': listReply('clients', clients) });
    const { user } = renderApp('/Userinformation');
    await screen.findByText('sara@example.com');
    await user.type(screen.getByPlaceholderText('Search'), 'tom');
    await waitFor(() => expect(queryOf(calls.at(-1)!).filter).toEqual({ q: 'tom' }));
  });
});
