import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import { NavLink } from 'react-router';
import { useT } from '@/i18n/i18n';
import { LanguageSwitcher } from './LanguageSwitcher';
import type { NavItem } from './nav-items';

interface MobileMenuProps {
  items: readonly NavItem[];
  open: boolean;
  onClose: () => void;
}

const currentSx = {
  '&[aria-current="page"]': { bgcolor: 'action.selected', fontWeight: 700 },
} as const;

/** The slide-in side menu of small screens; any link (or the close icon) closes it. */
export default function MobileMenu({ items, open, onClose }: MobileMenuProps) {
  const t = useT();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} sx={{ display: { md: 'none' } }}>
      <Box sx={{ width: 260 }} role="navigation" aria-label={t('nav.mobileLabel')}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label={t('nav.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List>
          {items.map((item) => (
            <ListItem key={item.kind === 'link' ? item.to : item.label} disablePadding>
              {item.kind === 'link' ? (
                <ListItemButton
                  component={NavLink}
                  to={item.to}
                  end
                  onClick={onClose}
                  sx={currentSx}
                >
                  <ListItemText primary={t(item.label)} />
                </ListItemButton>
              ) : (
                <ListItemButton
                  onClick={() => {
                    onClose();
                    item.onClick();
                  }}
                >
                  <ListItemText primary={t(item.label)} />
                </ListItemButton>
              )}
            </ListItem>
          ))}
        </List>
        <LanguageSwitcher variant="menu" />
      </Box>
    </Drawer>
  );
}
