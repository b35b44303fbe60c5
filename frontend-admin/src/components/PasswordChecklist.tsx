import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { PASSWORD_RULES } from './passwordRules';

/** Each rule turns green once the password meets it; data-met lets tests read the state. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <List dense aria-label="Password requirements" sx={{ py: 0 }}>
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <ListItem
            key={rule.label}
            data-met={met}
            sx={{ color: met ? 'success.main' : 'text.secondary', py: 0 }}
          >
            <ListItemIcon sx={{ minWidth: 28, color: 'inherit' }}>
              {met ? <CheckCircle fontSize="small" /> : <RadioButtonUnchecked fontSize="small" />}
            </ListItemIcon>
            <ListItemText primary={rule.label} />
          </ListItem>
        );
      })}
    </List>
  );
}
