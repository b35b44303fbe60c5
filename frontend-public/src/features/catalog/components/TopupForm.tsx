import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  StorefrontClosedNotice,
  useStorefrontStatus,
} from '@/components/storefront/storefront-status';
import { failureText } from '@/lib/api-failure';
import type { AboveCountrySlot } from '@/lib/topup-prefill';
import { PIN_PRODUCT_NOTE } from '@/api/offer';
import { useOffers } from '../api/get-offers';
import { useCallingCode } from '../hooks/useCallingCode';
import { useGoToPayment } from '../hooks/useGoToPayment';
import { useRequestLink } from '../hooks/useRequestLink';
import { useTopupSelection } from '../hooks/useTopupSelection';
import { amountsOf, countriesOf, offerLabelsOf, operatorsOf } from '../utils/catalogue';
import { fullPhoneNumber, nationalPart } from '../utils/phone-entry';
import { WhatArrives } from '@/components/offer/WhatArrives';
import { FeePreview } from './form/FeePreview';
import { NumberFirstLookup } from './form/NumberFirstLookup';
import { PhoneField } from './form/PhoneField';
import { RequestLinkNotice } from './form/RequestLinkNotice';
import { SelectField } from './form/SelectField';
import { typedAmountProblem } from '@/api/typed-amount-quote';
import { storedTypedAmount, storeTypedAmount } from '@/lib/stored-topup';
import { useT } from '@/i18n/i18n';

// Fetched with the first flag shown (none is on screen before a country is chosen or the list
// opens), so the home page's first load does not carry it.
// Only ranged offers ask for a typed amount: its field (MUI's TextField) loads with the first one.
const TypedAmountField = lazy(() =>
  import('./form/TypedAmountField').then(({ TypedAmountField }) => ({
    default: TypedAmountField,
  })),
);
const CountryFlag = lazy(() =>
  import('@/components/flags/CountryFlag').then(({ CountryFlag }) => ({
    default: CountryFlag,
  })),
);
const flagSpace = <Box component="span" sx={{ width: 24, height: 16, flexShrink: 0 }} />;

function CountryName({ name, code }: { name: string; code: string | null | undefined }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Suspense fallback={flagSpace}>
        <CountryFlag code={code} />
      </Suspense>
      {name}
    </Box>
  );
}

/**
 * The stepwise top-up sender of the home page: each step appears once the one before is set.
 * While the storefront is switched off it says so instead, before anyone fills it in.
 */
export function TopupForm({ aboveCountry }: { aboveCountry?: AboveCountrySlot }) {
  if (useStorefrontStatus() === 'closed') return <StorefrontClosedNotice />;
  return <OpenTopupForm aboveCountry={aboveCountry} />;
}

function OpenTopupForm({ aboveCountry }: { aboveCountry?: AboveCountrySlot }) {
  const t = useT();
  const offersQuery = useOffers();
  const offers = offersQuery.data;
  const [selection, dispatch] = useTopupSelection(offers);
  const { country, operator, offer, phone, amount, numberFirst } = selection;
  const payment = useGoToPayment();
  const requestLink = useRequestLink(offers, dispatch);

  const choices = useMemo(() => {
    const all = offers ?? [];
    const countries = countriesOf(all);
    return {
      countries,
      countryCode: countries.find((c) => c.name === country)?.code,
      operators: operatorsOf(all, country),
      offerLabels: offerLabelsOf(all, country, operator),
      amounts: amountsOf(all, country, operator, offer),
    };
  }, [offers, country, operator, offer]);
  const callingCode = useCallingCode(choices.countryCode);
  const product = choices.amounts.find((choice) => choice.label === amount)?.offer;
  // A ranged offer's typed amount (USD, as typed); kept with the stored top-up for /Payment.
  const [typed, setTyped] = useState(() => storedTypedAmount());
  const ranged = product?.kind === 'ranged' && product.range ? product : undefined;
  const typedProblem = ranged ? typedAmountProblem(ranged, typed) : null;

  const offersError = offersQuery.isError
    ? failureText(offersQuery.error, (status, message) => message ?? `Error ${status}`)
    : null;
  const [typedError, setTypedError] = useState('');
  const error = payment.error || offersError || typedError || '';
  const busy = offersQuery.isPending || payment.busy;
  const hasNumber = nationalPart(phone, callingCode) !== '';

  // The error line sits by the button just pressed; on a phone it may still be below the fold.
  const errorLine = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) errorLine.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [error]);

  const choose = (type: 'country' | 'operator' | 'offer' | 'amount') => (value: string) => {
    payment.clearError();
    dispatch({ type, value });
  };

  return (
    <Box
      component="form"
      aria-label={t('topup.formLabel')}
      noValidate
      sx={{ position: 'relative' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (offers && amount && !payment.busy) {
          if (typedProblem) return setTypedError(typedProblem);
          if (product) storeTypedAmount(product.productId, ranged ? typed.trim() : undefined);
          void payment.goToPayment(offers, selection, fullPhoneNumber(phone, callingCode));
        }
      }}
    >
      <Stack spacing={2.5}>
        {requestLink && <RequestLinkNotice {...requestLink} />}
        {/* The saved recipients' chips (app/routes/home.tsx puts them here). */}
        {aboveCountry?.((prefill) => {
          payment.clearError();
          if (offers) dispatch({ type: 'prefill', prefill, offers });
        })}
        <SelectField
          id="topup-country"
          label={t('topup.country')}
          value={country}
          options={choices.countries.map((c) => ({
            value: c.name,
            content: <CountryName name={c.name} code={c.code} />,
          }))}
          onChange={choose('country')}
        />
        {country && (
          <SelectField
            id="topup-operator"
            label={t('topup.operator')}
            value={operator}
            options={choices.operators.map((o) => ({ value: o.name }))}
            onChange={choose('operator')}
          />
        )}
        {/* Once a typed number named the operator, the number field below holds it. */}
        {country && !offer && !(numberFirst && operator) && (
          <NumberFirstLookup
            key={country}
            country={country}
            callingCode={callingCode}
            operators={choices.operators}
            onNumber={(value, found) => {
              payment.clearError();
              dispatch({ type: 'numberFirst', phone: value, operator: found });
            }}
          />
        )}
        {operator && (
          <SelectField
            id="topup-offer"
            label={t('topup.offer')}
            value={offer}
            options={choices.offerLabels.map((label) => ({ value: label }))}
            onChange={choose('offer')}
          />
        )}
        {(offer || (operator && numberFirst)) && (
          <PhoneField
            value={phone}
            callingCode={callingCode}
            onChange={(value) => {
              payment.clearError();
              dispatch({ type: 'phone', value });
            }}
          />
        )}
        {offer && hasNumber && (
          <SelectField
            id="topup-amount"
            label={t('topup.amount')}
            value={amount}
            options={choices.amounts.map((a) => ({
              value: a.label,
              // docs/specification.md#amount-list
              content: (
                <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.25 }}>
                  <span>{a.label}</span>
                  <WhatArrives offer={a.offer} compact />
                </Box>
              ),
            }))}
            menuMaxHeight="12rem"
            onChange={choose('amount')}
          />
        )}
        {amount && product && (
          <Typography color="text.secondary">Product ID: {product.productId}</Typography>
        )}
        {offer && hasNumber && ranged && (
          <Suspense fallback={<CircularProgress size={24} aria-label={t('common.loading')} />}>
            <TypedAmountField
              offer={ranged}
              value={typed}
              onChange={(value) => {
                setTypedError('');
                setTyped(value);
              }}
            />
          </Suspense>
        )}
        {amount && product?.kind === 'pin' && (
          <Typography color="text.secondary">{PIN_PRODUCT_NOTE}</Typography>
        )}
        {offer && hasNumber && amount && product && !ranged && <FeePreview product={product} />}
        {busy && (
          // Over the form, not below it: the page under the form does not jump when it goes.
          <Box
            role="status"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              pointerEvents: 'none',
            }}
          >
            <CircularProgress aria-label={t('common.loading')} size={32} />
          </Box>
        )}
        {/* Under the fields and next to the buttons: the reason beside what it is about. */}
        <Typography
          ref={errorLine}
          role="alert"
          color="error"
          sx={{ minHeight: '1.5em', fontWeight: 500, scrollMarginBottom: 96 }}
        >
          {error}
        </Typography>
        {payment.switchTo && offers && (
          <Box>
            <Button
              variant="outlined"
              onClick={() => {
                dispatch({ type: 'switchOperator', operator: payment.switchTo!.name, offers });
                payment.clearError();
              }}
            >
              Switch to {payment.switchTo.name}
            </Button>
          </Box>
        )}
        {offer && hasNumber && amount && (
          <Button type="submit" variant="contained" size="large" disabled={payment.busy}>
            {t('topup.goToPayment')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
