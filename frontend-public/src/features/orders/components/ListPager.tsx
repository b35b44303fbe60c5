import MuiPagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAX_PAGE_SIZE, type Pagination } from '../hooks/usePagination';
import { useT } from '@/i18n/i18n';

/** The items-per-page field of a history list. */
export function ItemsPerPageField({ pagination }: { pagination: Pagination }) {
  const t = useT();
  return (
    <TextField
      label={t('orders.perPage')}
      type="number"
      size="small"
      value={pagination.pageSizeText}
      placeholder={String(pagination.defaultPageSize)}
      onChange={(event) => pagination.changePageSize(event.target.value)}
      // Whole numbers only: no decimal point, exponent or sign
      // (docs/decisions.md#items-per-page-in-the-histories).
      onKeyDown={(event) => {
        if (['.', ',', 'e', 'E', '+', '-'].includes(event.key)) event.preventDefault();
      }}
      onBlur={pagination.settlePageSize}
      slotProps={{ htmlInput: { min: 1, max: MAX_PAGE_SIZE, step: 1, inputMode: 'numeric' } }}
      sx={{ width: 140 }}
    />
  );
}

/** First, previous, numbered pages, next, last. */
export function Pager({ pagination, label }: { pagination: Pagination; label: string }) {
  if (pagination.pageCount < 1) return null;
  return (
    <MuiPagination
      aria-label={label}
      count={pagination.pageCount}
      page={pagination.page}
      onChange={(_, page) => pagination.setPage(page)}
      showFirstButton
      showLastButton
      color="primary"
      shape="rounded"
    />
  );
}

/** The items-per-page field and the pager, under a history table. */
export function ListPager({ pagination, label }: { pagination: Pagination; label: string }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
    >
      <ItemsPerPageField pagination={pagination} />
      <Pager pagination={pagination} label={label} />
    </Stack>
  );
}
