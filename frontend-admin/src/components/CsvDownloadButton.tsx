import Download from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { ErrorNotice } from './ErrorNotice';
import { useApiErrorHandler } from './useApiErrorHandler';

/**
 * Saves what `download` fetches (GET /api/admin/generateCsv as transactions.csv, the Mvm
 * payments' CSV). docs/specification.md#admin-errors: 401 or 403 go to /Adminconfigpage; anything
 * else (500) shows a
 * message next to the button.
 */
export function CsvDownloadButton({ download: save }: { download: () => Promise<void> }) {
  const handleError = useApiErrorHandler({ logoutOn403: true });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await save();
    } catch (failure) {
      setError(await handleError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button startIcon={<Download />} onClick={download} disabled={busy} size="small">
        Download CSV
      </Button>
      <ErrorNotice message={error} />
    </>
  );
}
