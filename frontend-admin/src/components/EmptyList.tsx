import { Typography } from '@mui/material';

/** What a list says when it has no rows (its `empty` element, on phones and desktops alike). */
export function EmptyList({ text }: { text: string }) {
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {text}
    </Typography>
  );
}
