import { useMemo } from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { CountryCode } from 'libphonenumber-js/min';
import { CountryFlag } from '@/components/flags/CountryFlag';
import { listCountries, type Country } from './countries';
import { useT } from '@/i18n/i18n';

// Search by name, ISO code or calling code ("eth", "ET", "+251", "251").
const filterOptions = createFilterOptions<Country>({
  stringify: (country) => `${country.name} ${country.iso2} +${country.callingCode}`,
});

interface CountrySelectProps {
  value: CountryCode;
  onChange: (country: CountryCode) => void;
  disabled?: boolean;
}

/** The searchable country dropdown of the phone input: flag, name and calling code. */
export function CountrySelect({ value, onChange, disabled }: CountrySelectProps) {
  const t = useT();
  const countries = listCountries();
  const selected = useMemo(
    () => countries.find((country) => country.iso2 === value) ?? countries[0],
    [countries, value],
  );
  return (
    <Autocomplete
      options={countries}
      value={selected}
      onChange={(_, country) => onChange(country.iso2)}
      disableClearable
      autoHighlight
      disabled={disabled}
      filterOptions={filterOptions}
      getOptionLabel={(country) => country.name}
      isOptionEqualToValue={(option, current) => option.iso2 === current.iso2}
      renderOption={({ key, ...props }, country) => (
        <Box component="li" key={key} {...props} sx={{ gap: 1.5 }}>
          <CountryFlag code={country.iso2} />
          <span>{country.name}</span>
          <Box component="span" sx={{ color: 'text.secondary', ml: 'auto' }}>
            +{country.callingCode}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('topup.country')}
          slotProps={{
            input: {
              ...params.InputProps,
              startAdornment: (
                <InputAdornment position="start" sx={{ ml: 0.5 }}>
                  <CountryFlag code={selected.iso2} />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      sx={{ width: { xs: '100%', sm: 220 }, flexShrink: 0 }}
    />
  );
}
