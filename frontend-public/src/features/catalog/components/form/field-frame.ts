// The look of the home form's fields: MUI's outlined field, drawn with plain elements. MUI's
// TextField and Select bring ~25 KB gzipped (every input variant, Menu, Popover, Modal, focus
// trap), which the home page's 170 KB budget cannot carry; these fields cost about 3 KB.
import type { SxProps, Theme } from '@mui/material/styles';

export const fieldFrameSx: SxProps<Theme> = {
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  minHeight: 56,
  px: 1.75,
  border: 1,
  borderColor: 'rgba(0, 0, 0, 0.23)',
  borderRadius: 1,
  bgcolor: 'background.paper',
  cursor: 'text',
  '&:hover': { borderColor: 'text.primary' },
  // An inset ring rather than a thicker border: the field does not move when focused.
  '&:focus, &:focus-within': {
    outline: 'none',
    borderColor: 'primary.main',
    boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}`,
  },
};

export const fieldLabelSx: SxProps<Theme> = {
  display: 'block',
  mb: 0.75,
  fontWeight: 600,
  color: 'text.secondary',
};

/** The text input inside a frame: the frame draws the border and the focus ring. */
export const bareInputSx: SxProps<Theme> = {
  flexGrow: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  border: 0,
  outline: 0,
  p: 0,
  font: 'inherit',
  color: 'text.primary',
  bgcolor: 'transparent',
};
