import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ReplayIcon from '@mui/icons-material/Replay';
import { failureText } from '@/lib/api-failure';
import {
  useDeleteRecipient,
  useRecipients,
  useRenameRecipient,
  type Recipient,
} from '../api/recipients';
import { useSendAgain } from '../hooks/useSendAgain';
import { formatNumber } from '@/lib/phone-display';
import { numberLine } from '../utils/number-line';
import { AddRecipientForm } from './AddRecipientForm';
import { ProductGoneAlert } from './ProductGoneAlert';
import { RecipientNameField } from './RecipientNameField';
import { t, useT } from '@/i18n/i18n';

export const SECTION_TITLE = (): string => t('recipients.title');
export const EMPTY_TEXT = (): string => t('recipients.empty');

const message = (failure: unknown) =>
  failureText(failure, (status, text) => text ?? `Error ${status}`) ?? '';

function RecipientRow({
  recipient,
  sending,
  busy,
  onSendAgain,
  onDelete,
}: {
  recipient: Recipient;
  sending: boolean;
  busy: boolean;
  onSendAgain: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  const rename = useRenameRecipient();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(recipient.name);
  const [error, setError] = useState('');

  if (editing) {
    return (
      <Box
        component="form"
        aria-label={t('recipients.renameName', { name: recipient.name })}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          rename.mutate(
            { id: recipient.id, name: name.trim() },
            {
              onSuccess: () => setEditing(false),
              onError: (failure) => setError(message(failure)),
            },
          );
        }}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <RecipientNameField
          value={name}
          autoFocus
          onChange={(event) => setName(event.target.value)}
          error={Boolean(error)}
          helperText={
            error || numberLine(formatNumber(recipient.telenumber), recipient.operatorName)
          }
          sx={{ flex: '1 1 12rem' }}
        />
        <Button type="submit" variant="contained" disabled={rename.isPending}>
          {t('recipients.saveShort')}
        </Button>
        <Button
          onClick={() => {
            setEditing(false);
            setName(recipient.name);
            setError('');
          }}
        >
          {t('common.cancel')}
        </Button>
      </Box>
    );
  }
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{recipient.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {numberLine(formatNumber(recipient.telenumber), recipient.operatorName)} ·{' '}
          {recipient.country}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
        <Button
          size="small"
          variant="outlined"
          onClick={onSendAgain}
          disabled={busy}
          aria-busy={sending}
          aria-label={t('recipients.sendAgainTo', { name: recipient.name })}
          startIcon={
            sending ? (
              <CircularProgress size={16} color="inherit" />
            ) : (
              <ReplayIcon aria-hidden="true" />
            )
          }
        >
          {t('recipients.sendAgain')}
        </Button>
        <Button
          size="small"
          onClick={() => setEditing(true)}
          aria-label={t('recipients.renameName', { name: recipient.name })}
        >
          {t('recipients.rename')}
        </Button>
        <Button
          size="small"
          color="error"
          onClick={onDelete}
          aria-label={t('recipients.deleteName', { name: recipient.name })}
        >
          {t('recipients.delete')}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * /Profile's saved recipients (docs/specification.md#saved-recipients): the list with
 * Send again, Rename and Delete, and a form to add one.
 */
export function RecipientsSection() {
  const t = useT();
  const book = useRecipients();
  const remove = useDeleteRecipient();
  const repeat = useSendAgain('/Profile');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Recipient | null>(null);
  const [error, setError] = useState('');
  const recipients = book.data ?? [];

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={SECTION_TITLE()}
      sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
    >
      <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 2 }}>
        {SECTION_TITLE()}
      </Typography>
      <Stack spacing={2}>
        {book.isError && <Alert severity="error">{message(book.error)}</Alert>}
        {repeat.gone && (
          <ProductGoneAlert
            recipient={repeat.gone}
            onPickAnother={() => repeat.pickAnother(repeat.gone!)}
            onClose={repeat.dismiss}
          />
        )}
        {(repeat.error || error) && (
          <Alert
            severity="error"
            onClose={() => {
              repeat.dismiss();
              setError('');
            }}
          >
            {repeat.error || error}
          </Alert>
        )}
        {book.isPending && <CircularProgress size={24} aria-label={t('recipients.loading')} />}
        {book.data && recipients.length === 0 && (
          <Typography color="text.secondary">{EMPTY_TEXT()}</Typography>
        )}
        {recipients.map((recipient, index) => (
          <Box key={recipient.id}>
            {index > 0 && <Divider sx={{ mb: 2 }} />}
            <RecipientRow
              recipient={recipient}
              sending={repeat.pendingId === recipient.id}
              busy={repeat.pendingId !== null}
              onSendAgain={() => void repeat.sendAgain(recipient)}
              onDelete={() => setDeleting(recipient)}
            />
          </Box>
        ))}
        {adding ? (
          <AddRecipientForm onDone={() => setAdding(false)} />
        ) : (
          <Box>
            <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setAdding(true)}>
              {t('recipients.addLabel')}
            </Button>
          </Box>
        )}
      </Stack>
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)}>
        <DialogTitle>{t('recipients.deleteTitle', { name: deleting?.name ?? '' })}</DialogTitle>
        <DialogContent>
          <Typography>
            {t('recipients.deleteText', {
              number: deleting
                ? numberLine(formatNumber(deleting.telenumber), deleting.operatorName)
                : '',
            })}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{t('common.cancel')}</Button>
          <Button
            color="error"
            disabled={remove.isPending}
            onClick={() => {
              const recipient = deleting!;
              remove.mutate(recipient.id, {
                onSettled: () => setDeleting(null),
                onError: (failure) => setError(message(failure)),
              });
            }}
          >
            {t('recipients.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
