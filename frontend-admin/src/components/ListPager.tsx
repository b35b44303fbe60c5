import FirstPage from '@mui/icons-material/FirstPage';
import LastPage from '@mui/icons-material/LastPage';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import { type ChangeEvent, useEffect, useState } from 'react';
import { useListContext } from 'react-admin';
import { MAX_PAGE_SIZE } from '@selamtopup/api-types/page-size';
import { pageWindow, parseItemsPerPage, shownItemsPerPage } from './itemsPerPage';
import { useIsSmall } from './useIsSmall';

/**
 * The specification's list footer (docs/specification.md#list-of-admins and #limits): an
 * items-per-page number input and a pager with first,
 * previous, numbered pages, next and last. Used as `pagination` of every list.
 */
export function ListPager() {
  const { page, perPage, total, setPage, setPerPage } = useListContext();
  // A phone has room for three page numbers and the four arrows on one line.
  const isSmall = useIsSmall();
  // The input shows the choice capped at the total; the choice itself stays (itemsPerPage.ts).
  const shown = shownItemsPerPage(perPage, total);
  const [text, setText] = useState(String(shown));
  // Follow changes made elsewhere (e.g. a new total, or the URL).
  useEffect(() => setText(String(shown)), [shown]);
  // A page size saved before the API's maximum was applied here would only get refusals.
  useEffect(() => {
    if (perPage > MAX_PAGE_SIZE) setPerPage(MAX_PAGE_SIZE);
  }, [perPage, setPerPage]);

  const pageCount = total ? Math.max(1, Math.ceil(total / perPage)) : 1;

  // Typing only edits the text (digits only: whole numbers); the value applies on Enter or
  // when the field loses focus, so typing "100" does not load pages of 1 and 10 on the way.
  const changeText = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    if (raw === '' || /^\d+$/.test(raw)) setText(raw);
  };
  const apply = () => {
    // Leaving the field as it shows (a capped figure included) keeps the choice behind it.
    if (text === String(shown)) return;
    const value = parseItemsPerPage(text) ?? perPage;
    setText(String(shownItemsPerPage(value, total)));
    if (value !== perPage) setPerPage(value);
  };

  const size = isSmall ? 'small' : 'medium';
  const go = (target: number) => () => setPage(Math.min(Math.max(1, target), pageCount));

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between', p: 1 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          label="Items per page"
          type="number"
          size="small"
          value={text}
          onChange={changeText}
          onBlur={apply}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply();
          }}
          slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
          sx={{ width: 130 }}
        />
        {total !== undefined && (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {total} in total
          </Typography>
        )}
      </Stack>
      <Box
        component="nav"
        aria-label="Pages"
        sx={{
          display: 'flex',
          flexWrap: 'nowrap',
          alignItems: 'center',
          justifyContent: { xs: 'center', sm: 'flex-end' },
          gap: 0.5,
        }}
      >
        <IconButton aria-label="First page" onClick={go(1)} disabled={page <= 1} size={size}>
          <FirstPage />
        </IconButton>
        <IconButton
          aria-label="Previous page"
          onClick={go(page - 1)}
          disabled={page <= 1}
          size={size}
        >
          <NavigateBefore />
        </IconButton>
        {pageWindow(page, pageCount, isSmall ? 3 : 5).map((number) => (
          <Button
            key={number}
            size="small"
            variant={number === page ? 'contained' : 'text'}
            aria-label={`Page ${number}`}
            aria-current={number === page ? 'page' : undefined}
            onClick={go(number)}
            sx={{ minWidth: 36 }}
          >
            {number}
          </Button>
        ))}
        <IconButton
          aria-label="Next page"
          onClick={go(page + 1)}
          disabled={page >= pageCount}
          size={size}
        >
          <NavigateNext />
        </IconButton>
        <IconButton
          aria-label="Last page"
          onClick={go(pageCount)}
          disabled={page >= pageCount}
          size={size}
        >
          <LastPage />
        </IconButton>
      </Box>
    </Stack>
  );
}
