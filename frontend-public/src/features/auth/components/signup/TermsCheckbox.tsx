import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MuiLink from '@mui/material/Link';
import { Link } from 'react-router';
import { tRich, useT } from '@/i18n/i18n';

interface TermsCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** "I agree" box; the terms open in a new tab so the half-filled form stays. */
export function TermsCheckbox({ checked, onChange }: TermsCheckboxProps) {
  const t = useT();
  const termsLink = (text: string) => (
    <MuiLink component={Link} to="/Termsandpolicies" target="_blank" rel="noopener">
      {text}
    </MuiLink>
  );
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          name="terms"
        />
      }
      label={
        <>
          {tRich('terms.agree', {
            terms: termsLink(t('terms.terms')),
            privacy: termsLink(t('terms.privacy')),
          })}
        </>
      }
    />
  );
}
