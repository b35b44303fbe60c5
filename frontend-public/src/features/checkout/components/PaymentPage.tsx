import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { PageHeading } from '@/components/layouts/PageHeading';
import { PageLoader } from '@/components/layouts/PageLoader';
import {
  StorefrontClosedNotice,
  useStorefrontStatus,
} from '@/components/storefront/storefront-status';
import { isApiError } from '@/lib/api-client';
import { failureText } from '@/lib/api-failure';
import type { NumberCheckSlot } from '@/lib/number-check';
import type { RepeatChoiceSlot, RepeatChosen } from '@/lib/repeat-choice';
import { useIsLoggedIn } from '@/lib/session';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { useOfferById } from '@/api/get-offer-by-id';
import { PRODUCT_NOT_AVAILABLE } from '@/api/offer';
import { storedTypedAmount, storeTopup } from '@/lib/stored-topup';
import { typedAmountProblem, useTypedAmountQuote } from '@/api/typed-amount-quote';
import { assignLocation, isWebUrl } from '@/lib/browser';
import { usePageRestore } from '@/lib/page-restore';
import { is401, sessionExpired } from '../utils/session-expired';
import {
  backState,
  loginState,
  readPaymentSelection,
  type PaymentSelection,
} from '../utils/payment-state';
import { PaymentSummary } from './PaymentSummary';
import { PayOptions } from './PayOptions';
import { WalletPayment } from './WalletPayment';
import { useT } from '@/i18n/i18n';

const failureMessage = (error: unknown) =>
  failureText(error, (status, message) =>
    status === 404 ? PRODUCT_NOT_AVAILABLE() : (message ?? `Error ${status}`),
  );

function PaymentScreen({
  selection,
  numberCheck,
  repeatChoice,
}: {
  selection: PaymentSelection;
  numberCheck?: NumberCheckSlot;
  repeatChoice?: RepeatChoiceSlot;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { phoneNumber, prevPath } = selection;
  // The server's price is the truth: the product is fetched again before anyone pays.
  const offer = useOfferById(selection.product?.productId ?? selection.link?.productId, {
    handle: [401],
  });
  const checkout = useCreateCheckoutSession();
  const [payError, setPayError] = useState('');
  const [leaving, setLeaving] = useState(false);
  // The wrong-number check (app/routes/payment.tsx puts it here) holds the pay buttons.
  const [numberReady, setNumberReady] = useState(!numberCheck);
  // A repeat chosen (app/routes/payment.tsx puts the choice here): card only, after the consent.
  const [repeat, setRepeat] = useState<RepeatChosen | null>(null);
  const [starting, setStarting] = useState(false);
  // Switched off: the summary stays, but no payment can start (checkout would answer 503). The
  // pay buttons wait for the answer: the wallet's token would meet the 503 (/Error503) first.
  const storefront = useStorefrontStatus();
  const closed = storefront === 'closed';
  // Back from the card checkout: the selection is all there, and the buttons work again.
  usePageRestore(() => setLeaving(false));

  useEffect(() => {
    if (is401(offer.error)) sessionExpired();
  }, [offer.error]);
  useEffect(() => {
    if (offer.data) storeTopup(offer.data, phoneNumber);
  }, [offer.data, phoneNumber]);

  const product = offer.data ?? selection.product;
  // A ranged product: the amount typed on the home form, priced again by the server here.
  const ranged = product?.kind === 'ranged' && product.range ? product : undefined;
  const typed = ranged ? storedTypedAmount(ranged.productId) : '';
  const typedProblem = ranged ? typedAmountProblem(ranged, typed) : null;
  const quote = useTypedAmountQuote(ranged, typed);
  const typedAmount = ranged && !typedProblem ? Number(typed.trim()) : undefined;
  const priced = !ranged || Boolean(quote.data);

  async function payByCard() {
    if (!offer.data) return;
    setPayError('');
    try {
      setStarting(Boolean(repeat));
      const { url } = repeat
        ? await repeat.start().finally(() => setStarting(false))
        : await checkout.mutateAsync({
            productId: offer.data.productId,
            telenumber: phoneNumber,
            ...(typedAmount !== undefined ? { amount: typedAmount } : {}),
          });
      if (!isWebUrl(url)) {
        setPayError(t('pay.cardFailed'));
        return;
      }
      setLeaving(true);
      assignLocation(url);
    } catch (error) {
      if (is401(error)) return sessionExpired();
      // The API client went to /Error500; the specification adds an alert with the server's
      // message.
      if (isApiError(error) && error.status === 500 && error.handled) window.alert(error.message);
      setPayError(failureMessage(error) ?? '');
    }
  }

  // Opened without state (Try again after a cancelled checkout): Back shows the top-up at home.
  const back = () => void navigate(prevPath ?? '/', { state: backState(selection) });
  const offerError = offer.isError && !is401(offer.error) ? failureMessage(offer.error) : null;

  return (
    // As tall as the window, like the loader it replaces: the footer stays below the fold instead
    // of moving up into sight when the summary arrives (a layout shift, CLS 0.04 on a phone).
    <Stack spacing={3} sx={{ minHeight: '100vh' }}>
      <PageHeading>{t('summary.heading')}</PageHeading>
      {closed && <StorefrontClosedNotice />}
      {!product && !selection.link && (
        <Alert
          severity="info"
          action={
            <Button component={Link} to="/">
              {t('nav.mobileTopup')}
            </Button>
          }
        >
          {t('pay.noSelection')}
        </Alert>
      )}
      {offerError && <Alert severity="error">{offerError}</Alert>}
      {!product && selection.link && offer.isFetching && <PageLoader />}
      {product && (
        <Box sx={{ position: 'relative' }}>
          <PaymentSummary product={product} phoneNumber={phoneNumber} quote={quote.data} />
          {offer.isFetching && !offer.data && (
            <CircularProgress
              size={24}
              aria-label={t('pay.loadingPrice')}
              sx={{ position: 'absolute', top: 12, right: 12 }}
            />
          )}
        </Box>
      )}
      <Box>
        <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={back}>
          {t('common.back')}
        </Button>
      </Box>
      {payError && <Alert severity="error">{payError}</Alert>}
      {/* With the product the page opened with, before the server's copy is back: the number
          check keeps its place (and asks) from the first render, and the repeat choice comes
          with the pay buttons, so that nothing below them moves when they fill in. */}
      {product &&
        !offerError &&
        phoneNumber &&
        numberCheck?.({ phoneNumber, product, onReadyChange: setNumberReady })}
      {product &&
        !offerError &&
        phoneNumber &&
        !typedProblem &&
        storefront === 'open' &&
        repeatChoice?.({ phoneNumber, product, onChange: setRepeat })}
      {typedProblem && (
        <Alert severity="warning">
          {typedProblem}: go Back and type the amount to send on the home form.
        </Alert>
      )}
      {product && !offerError && !typedProblem && storefront === 'open' && (
        <PayOptions
          ready={Boolean(
            offer.data && phoneNumber && numberReady && priced && (!repeat || repeat.ready),
          )}
          busy={checkout.isPending || starting || leaving}
          waitingFor={!numberReady ? t('pay.confirmNumber') : repeat?.waitingFor}
          onPayByCard={() => void payByCard()}
          wallet={
            offer.data &&
            phoneNumber &&
            !repeat && (
              <WalletPayment
                productId={offer.data.productId}
                telenumber={phoneNumber}
                amount={typedAmount}
                ready={!checkout.isPending && !leaving && numberReady}
              />
            )
          }
        />
      )}
    </Stack>
  );
}

/**
 * /Payment: the top-up summary and the pay buttons. Logged out, the visitor goes to /Login with
 * the product and the choices, which /Login hands back to the home form.
 */
export function PaymentPage({
  numberCheck,
  repeatChoice,
}: {
  numberCheck?: NumberCheckSlot;
  repeatChoice?: RepeatChoiceSlot;
}) {
  const t = useT();
  const loggedIn = useIsLoggedIn();
  // Unknown in the prerendered page: the heading, and a loader until the browser has read the
  // flag and the stored top-up.
  if (loggedIn === null)
    return (
      <Stack spacing={3}>
        <PageHeading>{t('summary.heading')}</PageHeading>
        <PageLoader tall />
      </Stack>
    );
  return (
    <PaymentWithSelection
      loggedIn={loggedIn}
      numberCheck={numberCheck}
      repeatChoice={repeatChoice}
    />
  );
}

function PaymentWithSelection({
  loggedIn,
  numberCheck,
  repeatChoice,
}: {
  loggedIn: boolean;
  numberCheck?: NumberCheckSlot;
  repeatChoice?: RepeatChoiceSlot;
}) {
  const { state, search } = useLocation();
  const selection = useMemo(() => readPaymentSelection(state, search), [state, search]);
  if (!loggedIn) return <Navigate to="/Login" replace state={loginState(selection)} />;
  return (
    <PaymentScreen selection={selection} numberCheck={numberCheck} repeatChoice={repeatChoice} />
  );
}
