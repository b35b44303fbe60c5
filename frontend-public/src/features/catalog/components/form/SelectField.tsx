import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { fieldFrameSx, fieldLabelSx } from './field-frame';
import { useT } from '@/i18n/i18n';

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
  /** Caps the open list's height (px or rem); longer lists scroll. */
  menuMaxHeight?: string;
  /** Shown while nothing is chosen; "Select <label>" when absent. */
  placeholder?: string;
}

const EMPTY: SelectOption = { value: '' };
const PAGE = 8;
/** The height of one option (minHeight 40 + the list's padding), to size a short list. */
const OPTION_PX = 40;
/** Room kept between the open list and the window's edge. */
const EDGE_PX = 8;
/** A list never gets shorter than this (about three options); the page scrolls instead. */
const MIN_LIST_PX = 128;

const toPx = (size: string) => {
  const value = parseFloat(size);
  const rootFont = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  return size.trim().endsWith('rem') ? value * rootFont : value;
};

export interface ListPlacement {
  side: 'below' | 'above';
  /** The room on that side, in px. */
  room: number;
}

/**
 * Where the list opens so that it can be seen (docs/decisions.md#home-form-lists: the Amount list
 * opened below the bottom
 * of the window): below the field when `needed` px fit there, else on the side with more room.
 * `field` is the field's box in the window.
 */
export function placeList(
  field: { top: number; bottom: number },
  windowHeight: number,
  needed: number,
): ListPlacement {
  const below = windowHeight - field.bottom - EDGE_PX;
  const above = field.top - EDGE_PX;
  if (below >= needed || below >= above) return { side: 'below', room: below };
  return { side: 'above', room: above };
}

/**
 * A dropdown of the home form (WAI-ARIA select-only combobox: focus stays on the field, the
 * active option is announced through aria-activedescendant). Its first entry is empty and clears
 * the choice (docs/specification.md#home).
 */
export function SelectField({
  id,
  label,
  value,
  options,
  onChange,
  menuMaxHeight = '18rem',
  placeholder: asked,
}: SelectFieldProps) {
  const t = useT();
  const placeholder = asked ?? t('select.placeholder', { label: label.toLowerCase() });
  const labelId = `${id}-label`;
  const listId = `${id}-listbox`;
  const optionId = `${useId()}-option-`;
  const frame = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [placement, setPlacement] = useState<ListPlacement | null>(null);

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

  useEffect(() => {
    // A short window (a phone with its keyboard up) can leave no room on either side: the page
    // then scrolls so that the whole list is in sight.
    if (open) list.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);

  function show(at = selected) {
    const box = field.current?.getBoundingClientRect();
    // Above, the list covers the label too: it opens from the top of the label.
    const top = frame.current?.getBoundingClientRect().top ?? box?.top ?? 0;
    if (box) {
      const needed = Math.min(toPx(menuMaxHeight), entries.length * OPTION_PX + 8);
      // The visual viewport excludes a phone's on-screen keyboard.
      const height = window.visualViewport?.height ?? window.innerHeight;
      setPlacement(placeList({ top, bottom: box.bottom }, height, needed));
    }
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
    <Box ref={frame} sx={{ position: 'relative' }}>
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
          {shown?.value ? (
            (shown.content ?? shown.value)
          ) : (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {placeholder}
            </Box>
          )}
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
        data-placement={placement?.side ?? 'below'}
        // Keeps the focus on the field while an option is clicked.
        onMouseDown={(event) => event.preventDefault()}
        sx={{
          position: 'absolute',
          zIndex: 'modal',
          left: 0,
          right: 0,
          ...(placement?.side === 'above' ? { bottom: '100%', mb: 0.5 } : { top: '100%', mt: 0.5 }),
          py: 0.5,
          px: 0,
          listStyle: 'none',
          // Never taller than the room on its side (nor shorter than three options).
          maxHeight:
            placement && placement.room < toPx(menuMaxHeight)
              ? `${Math.max(MIN_LIST_PX, placement.room)}px`
              : menuMaxHeight,
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
              aria-label={entry.value ? undefined : t('select.none')}
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
