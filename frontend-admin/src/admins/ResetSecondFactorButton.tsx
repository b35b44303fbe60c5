import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type MouseEvent, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { readAdmin } from '../adminStorage';
import type { Admin } from '../api/types';
import { errorMessage } from '../components/apiErrors';
import { ConfirmDialog } from '../components/ConfirmDialog';
import type { AdminDataProvider } from '../dataProvider';

export const RESET_TOTP_QUESTION =
  "Reset this admin's two-step verification? They will log in with their password alone, then set up their authenticator app again.";

/**
 * docs/specification.md#list-of-admins: a master resets another admin's second factor (a lost
 * phone); the server answers 'This admin has no two-step verification' when there is none.
 * Not on one's own row: the server refuses it.
 */
export function ResetSecondFactorButton(_props: { label?: string }) {
  const admin = useRecordContext<Admin>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const reset = useMutation({
    mutationFn: (id: string) => dataProvider.resetAdminTotp(id).then(({ data }) => data),
    onSuccess: ({ message }) => notify(message, { type: 'info' }),
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
    onSettled: () => setOpen(false),
  });
  if (!admin || admin.id === readAdmin()?.id) return null;

  const openDialog = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };
  return (
    <>
      <Button size="small" onClick={openDialog} aria-label={`Reset 2FA of ${admin.email}`}>
        Reset 2FA
      </Button>
      <ConfirmDialog
        open={open}
        question={RESET_TOTP_QUESTION}
        onConfirm={() => reset.mutate(admin.id)}
        onCancel={() => setOpen(false)}
        busy={reset.isPending}
      />
    </>
  );
}
