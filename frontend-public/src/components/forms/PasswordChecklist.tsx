import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { PASSWORD_CHECKS } from '@/lib/validation';
import { useT } from '@/i18n/i18n';

/**
 * The live checklist shown while a new password is typed: each rule turns green once met.
 * Show it while the field is focused and the password is not yet strong
 * (docs/specification.md#signup).
 */
export function PasswordChecklist({ password }: { password: string }) {
  const t = useT();
  return (
    <List dense aria-label={t('password.requirements')} sx={{ py: 0 }}>
      {PASSWORD_CHECKS.map((check) => {
        const met = check.test(password);
        return (
          <ListItem key={check.id} disableGutters sx={{ py: 0 }} data-met={met}>
            <ListItemIcon sx={{ minWidth: 28 }}>
              {met ? (
                <CheckCircle fontSize="small" color="success" />
              ) : (
                <RadioButtonUnchecked fontSize="small" color="disabled" />
              )}
            </ListItemIcon>
            <ListItemText
              primary={t(`password.check.${check.id}`)}
              slotProps={{ primary: { color: met ? 'success.main' : 'text.secondary' } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
