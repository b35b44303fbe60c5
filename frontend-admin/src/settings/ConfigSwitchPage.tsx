import { CircularProgress, FormControlLabel, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { adminApi } from '../api/adminApi';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ErrorNotice } from '../components/ErrorNotice';
import { PageCard } from '../components/PageCard';
import { useApiErrorHandler } from '../components/useApiErrorHandler';
import { useApiQuery } from '../components/useApiQuery';

/** docs/specification.md#config-switch: the exact line under the switch. */
export const configLine = (enabled: boolean) =>
  `The server configuration has been ${enabled ? 'Enabled' : 'Disabled'}`;

/** What the switch asks before it changes anything, in the words of what it does to sales. */
export const SWITCH_OFF_QUESTION =
  'Switch the storefront off? This stops all sales: customers cannot buy top-ups until it is switched on again.';
export const SWITCH_ON_QUESTION =
  'Switch the storefront on? This reopens sales: customers can buy top-ups again.';
export const SWITCH_OFF_CONFIRM = 'Yes, stop all sales';
export const SWITCH_ON_CONFIRM = 'Yes, reopen sales';

/**
 * docs/specification.md#config-switch "Config File Management": the storefront switch (configWeb).
 * Off puts the customer
 * site in maintenance (503). The line shows the state the server answered, never a guess.
 * docs/specification.md#admin-errors: 401 or 403 on the fetch go to /Adminconfigpage.
 */
export function ConfigSwitchPage() {
  const config = useApiQuery(adminApi.getConfigWeb, { logoutOn403: true });
  const handleError = useApiErrorHandler();
  const [busy, setBusy] = useState(false);
  const [toggleError, setToggleError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const toggle = async () => {
    setAsking(false);
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
            control={<Switch checked={enabled} onChange={() => setAsking(true)} disabled={busy} />}
            label={enabled ? 'ON' : 'OFF'}
          />
          <Typography sx={{ mt: 1 }}>{configLine(enabled)}</Typography>
          <ConfirmDialog
            open={asking}
            question={enabled ? SWITCH_OFF_QUESTION : SWITCH_ON_QUESTION}
            confirmLabel={enabled ? SWITCH_OFF_CONFIRM : SWITCH_ON_CONFIRM}
            onConfirm={() => void toggle()}
            onCancel={() => setAsking(false)}
            busy={busy}
          />
        </>
      )}
      <ErrorNotice message={toggleError} />
    </PageCard>
  );
}
