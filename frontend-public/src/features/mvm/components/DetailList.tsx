import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Label and value pairs as a description list (two columns, wrapping on narrow phones). */
export function DetailList({ rows, label }: { rows: [string, string][]; label?: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(7rem, auto) 1fr',
        columnGap: 3,
        rowGap: 1,
        m: 0,
      }}
    >
      {rows.map(([name, value]) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {name}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
