import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MuiLink from '@mui/material/Link';
import { Link } from 'react-router';

interface TermsCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** "I agree" box; the terms open in a new tab so the half-filled form stays. */
export function TermsCheckbox({ checked, onChange }: TermsCheckboxProps) {
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
          I agree to the {termsLink('terms')} and {termsLink('privacy policies')}
        </>
      }
    />
  );
}
