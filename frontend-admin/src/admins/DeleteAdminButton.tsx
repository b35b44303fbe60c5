import { Button, Typography } from '@mui/material';
import { type MouseEvent, useState } from 'react';
import { useDelete, useNotify, useRecordContext } from 'react-admin';
import { readAdmin } from '../adminStorage';
import type { Admin } from '../api/types';
import { errorMessage } from '../components/apiErrors';
import { ConfirmDialog } from '../components/ConfirmDialog';

export const DELETE_ADMIN_QUESTION = 'Are you sure you want to delete this Admin?';

/**
 * docs/specification.md#list-of-admins: Delete asks first, then the row disappears. Pessimistic, so
 * a refusal by the server
 * ('The last master admin cannot be deleted') is shown and the row stays. One's own row offers
 * no Delete at all (the server refuses it: 'You cannot delete your own account') and says "You".
 */
export function DeleteAdminButton(_props: { label?: string }) {
  const admin = useRecordContext<Admin>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete<Admin>();
  if (!admin) return null;
  if (admin.id === readAdmin()?.id) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        You
      </Typography>
    );
  }

  const openDialog = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };
  const confirm = () =>
    deleteOne(
      'admins',
      { id: admin.id, previousData: admin },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('Admin deleted', { type: 'info' });
        },
        onError: (error) => {
          setOpen(false);
          notify(errorMessage(error), { type: 'error' });
        },
      },
    );

  return (
    <>
      <Button color="error" size="small" onClick={openDialog} aria-label={`Delete ${admin.email}`}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        question={DELETE_ADMIN_QUESTION}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
        busy={isPending}
      />
    </>
  );
}
