import { Card, CardContent, FormControlLabel, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { errorMessage } from '../components/apiErrors';
import { ErrorNotice } from '../components/ErrorNotice';
import type { AdminDataProvider } from '../dataProvider';

export const RULE_LABEL = 'Require two-step verification for every admin';
export const RULE_HINT =
  'Admins without an authenticator app set one up at their next login; sessions already open carry on.';

const KEY = ['admin', 'totp'];

/** docs/specification.md#list-of-admins: the master's site-wide rule for the second factor. */
export function SecondFactorRule() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: KEY,
    queryFn: () => dataProvider.totpStatus().then(({ data }) => data),
    retry: false,
  });
  const change = useMutation({
    mutationFn: (required: boolean) =>
      dataProvider.setTotpRequired(required).then(({ data }) => data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  // The switch shows the value asked for from the click on, until the save and the read-back
  // settle: the mutation's own pending state arrives a tick later, and in between React would
  // draw the controlled switch back to the old value.
  const [asked, setAsked] = useState<boolean | null>(null);
  const required = asked ?? Boolean(status.data?.required);
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <FormControlLabel
          control={
            <Switch
              checked={required}
              disabled={!status.data || change.isPending || asked !== null}
              onChange={(event) => {
                setAsked(event.target.checked);
                change.mutate(event.target.checked, { onSettled: () => setAsked(null) });
              }}
            />
          }
          label={RULE_LABEL}
        />
        <Typography variant="body2" color="text.secondary">
          {RULE_HINT}
        </Typography>
        <ErrorNotice message={change.error ? errorMessage(change.error) : null} />
      </CardContent>
    </Card>
  );
}
