import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { fieldFrameSx, fieldLabelSx } from './field-frame';

export interface SelectOption {
  value: string;
  /** What the option shows; the value when absent. */
  content?: ReactNode;
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** Caps the open list's height; longer lists scroll. */
  menuMaxHeight?: string;
}

const EMPTY: SelectOption = { value: '' };
const PAGE = 8;

/**
 * A dropdown of the home form (WAI-ARIA select-only combobox: focus stays on the field, the
 * active option is announced through aria-activedescendant). Its first entry is empty and clears
 * the choice (seed §2).
 */
export function SelectField({
  id,
  label,
  value,
  options,
  onChange,
  menuMaxHeight = '18rem',
}: SelectFieldProps) {
  const labelId = `${id}-label`;
  const listId = `${id}-listbox`;
  const optionId = `${useId()}-option-`;
  const field = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  // A saved choice shows while the offers load (or until they drop it), not an empty field.
  const known = options.some((option) => option.value === value);
  const entries = [EMPTY, ...(value && !known ? [{ value }] : []), ...options];
  const selected = Math.max(
    0,
    entries.findIndex((entry) => entry.value === value),
  );
  const last = entries.length - 1;

  useEffect(() => {
    if (!open) return;
    // jsdom has no scrollIntoView.
    list.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  function show(at = selected) {
    setActive(at);
    setOpen(true);
  }

  function choose(index: number) {
    setOpen(false);
    const next = entries[index]?.value ?? '';
    if (next !== value) onChange(next);
  }

  /** Type-ahead: the next entry after the active one that starts with the typed letter. */
  function match(letter: string): number | undefined {
    const from = open ? active : selected;
    const order = [...entries.keys()].map((i) => (from + 1 + i) % entries.length);
    return order.find((i) => entries[i]?.value.toLowerCase().startsWith(letter.toLowerCase()));
  }

  function onKeyDown(event: KeyboardEvent) {
    const { key } = event;
    const typed = key.length === 1 && key !== ' ' && !event.ctrlKey && !event.metaKey;
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) {
        event.preventDefault();
        show();
      } else if (typed) {
        const found = match(key);
        if (found !== undefined) show(found);
      }
      return;
    }
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
      PageDown: Math.min(active + PAGE, last),
      PageUp: Math.max(active - PAGE, 0),
    };
    if (key in moves) {
      event.preventDefault();
      setActive(moves[key]!);
    } else if (key === 'Enter' || key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    } else if (key === 'Tab') {
      setOpen(false);
    } else if (typed) {
      const found = match(key);
      if (found !== undefined) setActive(found);
    }
  }

  const shown = entries[selected];
  return (
    <Box sx={{ position: 'relative' }}>
      <Typography
        id={labelId}
        component="span"
        variant="body2"
        sx={fieldLabelSx}
        onClick={() => field.current?.focus()}
      >
        {label}
      </Typography>
      <Box
        ref={field}
        id={id}
        role="combobox"
        tabIndex={0}
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-controls={listId}
        aria-expanded={open}
        aria-activedescendant={open ? `${optionId}${active}` : undefined}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        sx={{ ...fieldFrameSx, cursor: 'pointer', userSelect: 'none' }}
      >
        <Box component="span" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {shown?.value ? (shown.content ?? shown.value) : ''}
        </Box>
        <ArrowDropDownIcon
          aria-hidden
          sx={{ color: 'action.active', transform: open ? 'rotate(180deg)' : undefined }}
        />
      </Box>
      <Box
        component="ul"
        ref={list}
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        hidden={!open}
        // Keeps the focus on the field while an option is clicked.
        onMouseDown={(event) => event.preventDefault()}
        sx={{
          position: 'absolute',
          zIndex: 'modal',
          left: 0,
          right: 0,
          mt: 0.5,
          py: 0.5,
          px: 0,
          listStyle: 'none',
          maxHeight: menuMaxHeight,
          overflowY: 'auto',
          bgcolor: 'background.paper',
          borderRadius: 1,
          boxShadow: 8,
          '&[hidden]': { display: 'none' },
        }}
      >
        {open &&
          entries.map((entry, index) => (
            <Box
              component="li"
              key={entry.value || '(none)'}
              id={`${optionId}${index}`}
              role="option"
              aria-selected={index === selected}
              // The empty entry has no text to read out.
              aria-label={entry.value ? undefined : 'None'}
              onMouseMove={() => index !== active && setActive(index)}
              onClick={() => choose(index)}
              sx={{
                display: 'flex',
                alignItems: 'center',
                minHeight: 40,
                px: 2,
                py: 0.75,
                cursor: 'pointer',
                bgcolor: index === active ? 'action.hover' : undefined,
                fontWeight: index === selected ? 600 : undefined,
              }}
            >
              {entry.value ? (entry.content ?? entry.value) : '\u00a0'}
            </Box>
          ))}
      </Box>
    </Box>
  );
}
