import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { adminApi, downloadTransactionsCsv } from '../api/adminApi';
import type { BuildOfferResult } from '../api/types';
import { errorStatus } from '../components/apiErrors';
import { CsvDownloadButton } from '../components/CsvDownloadButton';
import { ErrorNotice } from '../components/ErrorNotice';
import { PageCard } from '../components/PageCard';
import { useApiErrorHandler } from '../components/useApiErrorHandler';

// The texts of docs/specification.md#build-offers, exactly.
export const SYNCING = 'Syncing In Progress';
export const BUILD_SUCCESS = 'Successfully Update for SelamTopup Offers';
export const BUILD_FAILED = 'Build failed';

/**
 * docs/specification.md#build-offers "Build Offers Management" (/Buildmanagement): idle → syncing
 * (spinner) → success
 * popup on 201, or 'Build failed' inline on 400 (docs/specification.md#admin-transitions). The CSV
 * export sits here too, unfiltered.
 */
export function BuildOffersPage() {
  const handleError = useApiErrorHandler();
  const [syncing, setSyncing] = useState(false);
  const [result, setResult] = useState<BuildOfferResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const build = async () => {
    setSyncing(true);
    setError(null);
    try {
      setResult(await adminApi.buildOffer());
    } catch (failure) {
      setError(errorStatus(failure) === 400 ? BUILD_FAILED : await handleError(failure));
    } finally {
      setSyncing(false);
    }
  };

  return (
    <PageCard title="Build Offers Management">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Button variant="contained" onClick={build} disabled={syncing}>
          Update Offers
        </Button>
        <CsvDownloadButton download={downloadTransactionsCsv} />
      </Stack>
      {syncing && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 2 }} role="status">
          <CircularProgress size={20} />
          <Typography>{SYNCING}</Typography>
        </Stack>
      )}
      <ErrorNotice message={error} />
      <Dialog open={result !== null} onClose={() => setResult(null)} aria-describedby="build-done">
        <DialogContent>
          <DialogContentText id="build-done">{BUILD_SUCCESS}</DialogContentText>
          {result && (
            <Typography variant="body2" sx={{ mt: 1 }} color="text.secondary">
              Inserted {result.inserted} · Updated {result.updated} · Deactivated{' '}
              {result.deactivated}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setResult(null)} variant="contained" autoFocus>
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </PageCard>
  );
}
