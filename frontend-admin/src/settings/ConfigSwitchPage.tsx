import { CircularProgress, FormControlLabel, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { adminApi } from '../api/adminApi';
import { ErrorNotice } from '../components/ErrorNotice';
import { PageCard } from '../components/PageCard';
import { useApiErrorHandler } from '../components/useApiErrorHandler';
import { useApiQuery } from '../components/useApiQuery';

/** DECISIONS.md: the exact line under the switch. */
export const configLine = (enabled: boolean) =>
  `The server configuration has been ${enabled ? 'Enabled' : 'Disabled'}`;

/**
 * Seed 001 "Config File Management": the storefront switch (configWeb). Off puts the customer
 * site in maintenance (503). The line shows the state the server answered, never a guess.
 * Seed §8: 401 or 403 on the fetch go to /Adminconfigpage.
 */
export function ConfigSwitchPage() {
  const config = useApiQuery(adminApi.getConfigWeb, { logoutOn403: true });
  const handleError = useApiErrorHandler();
  const [busy, setBusy] = useState(false);
  const [toggleError, setToggleError] = useState<string | null>(null);

  const toggle = async () => {
    setBusy(true);
    setToggleError(null);
    try {
      config.setData(await adminApi.toggleConfig());
    } catch (error) {
      setToggleError(await handleError(error));
    } finally {
      setBusy(false);
    }
  };

  const enabled = config.data?.configWeb;
  return (
    <PageCard title="Config File Management">
      {config.loading && <CircularProgress size={24} aria-label="Loading" />}
      <ErrorNotice message={config.error} />
      {enabled !== undefined && (
        <>
          <FormControlLabel
            control={<Switch checked={enabled} onChange={toggle} disabled={busy} />}
            label={enabled ? 'ON' : 'OFF'}
          />
          <Typography sx={{ mt: 1 }}>{configLine(enabled)}</Typography>
        </>
      )}
      <ErrorNotice message={toggleError} />
    </PageCard>
  );
}
