import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n/i18n';

/**
 * 'What you pay' under the chosen amount: label and sum per row, with /Payment's labels; the rows
 * `strong` names are bold (the total, and for a typed amount what arrives).
 */
export function PayRows({
  rows,
  strong,
}: {
  rows: [label: string, value: string][];
  strong: (index: number, count: number) => boolean;
}) {
  const t = useT();
  return (
    <Box
      component="dl"
      aria-label={t('pay.rowsLabel')}
      sx={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.5, m: 0 }}
    >
      {rows.map(([label, value], index) => {
        const weight = strong(index, rows.length) ? 700 : 400;
        return (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: weight }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: weight, textAlign: 'right' }}>
              {value}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
