import { Alert, CircularProgress, FormControlLabel, Switch, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConfigWeb } from '../api/types';
import { errorMessage } from '../components/apiErrors';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ErrorNotice } from '../components/ErrorNotice';
import { PageCard } from '../components/PageCard';
import type { AdminDataProvider } from '../dataProvider';

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

const CONFIG_KEY = ['admin', 'configWeb'];

/** Shown beside the switch while the balance watch keeps the storefront closed. */
export const CLOSED_FOR_BALANCE =
  'The storefront is closed automatically for a low DT One balance; it reopens by itself once the balance is back (see the dashboard).';

/**
 * docs/specification.md#config-switch "Config File Management": the storefront switch (configWeb).
 * Off puts the customer
 * site in maintenance (503). The line shows the state the server answered, never a guess.
 * docs/specification.md#admin-errors: 401 or 403 on the fetch go to /Adminconfigpage.
 */
export function ConfigSwitchPage() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const config = useQuery({
    queryKey: CONFIG_KEY,
    queryFn: () => dataProvider.getConfigWeb().then(({ data }) => data),
    retry: false,
  });
  const toggle = useMutation({
    mutationFn: () => dataProvider.toggleConfig().then(({ data }) => data),
  });

  const enabled = config.data?.configWeb;
  return (
    <PageCard title="Config File Management">
      {config.isPending && <CircularProgress size={24} aria-label="Loading" />}
      <ErrorNotice message={config.error && errorMessage(config.error)} />
      {enabled !== undefined && (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={enabled}
                onChange={() => setAsking(true)}
                disabled={toggle.isPending}
              />
            }
            label={enabled ? 'ON' : 'OFF'}
          />
          <Typography sx={{ mt: 1 }}>{configLine(enabled)}</Typography>
          {config.data?.closedForBalance && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {CLOSED_FOR_BALANCE}
            </Alert>
          )}
          <ConfirmDialog
            open={asking}
            question={enabled ? SWITCH_OFF_QUESTION : SWITCH_ON_QUESTION}
            confirmLabel={enabled ? SWITCH_OFF_CONFIRM : SWITCH_ON_CONFIRM}
            onConfirm={() => {
              setAsking(false);
              // Kept on success of this screen's call only (after a 401 the screen is gone).
              toggle.mutate(undefined, {
                onSuccess: (answer: ConfigWeb) => queryClient.setQueryData(CONFIG_KEY, answer),
              });
            }}
            onCancel={() => setAsking(false)}
            busy={toggle.isPending}
          />
        </>
      )}
      <ErrorNotice message={toggle.error && errorMessage(toggle.error)} />
    </PageCard>
  );
}
