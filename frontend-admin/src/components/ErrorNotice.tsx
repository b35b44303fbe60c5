import { Alert } from '@mui/material';

/**
 * An inline error line; screens use it instead of navigating away
 * (docs/specification.md#admin-errors, 500s).
 */
export function ErrorNotice({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ my: 1 }}>
      {message}
    </Alert>
  );
}
