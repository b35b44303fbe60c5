import { Alert, Typography } from '@mui/material';
import { useListContext, useResourceContext } from 'react-admin';
import { listFilterProblem } from './listFilterProblems';

/**
 * What a list says when it has no rows (its `empty` element, on phones and desktops alike): what
 * is wrong with the filters when something is (the list then asked nothing), else `text`.
 */
export function EmptyList({ text }: { text: string }) {
  const resource = useResourceContext();
  const { filterValues } = useListContext();
  const problem = listFilterProblem(resource, filterValues as Record<string, unknown>);
  if (problem) {
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        {problem}
      </Alert>
    );
  }
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {text}
    </Typography>
  );
}
