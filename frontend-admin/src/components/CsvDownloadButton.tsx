import Download from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from './apiErrors';
import { ErrorNotice } from './ErrorNotice';

/**
 * Saves what `download` fetches (GET /api/admin/generateCsv as transactions.csv, the Mvm
 * payments' CSV). docs/specification.md#admin-errors: 401 or 403 go to /Adminconfigpage; anything
 * else (500) shows a
 * message next to the button.
 */
export function CsvDownloadButton({ download }: { download: () => Promise<unknown> }) {
  const save = useMutation({ mutationFn: download });
  return (
    <>
      <Button
        startIcon={<Download />}
        onClick={() => save.mutate()}
        disabled={save.isPending}
        size="small"
      >
        Download CSV
      </Button>
      <ErrorNotice message={save.error && errorMessage(save.error)} />
    </>
  );
}
