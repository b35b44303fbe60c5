import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import InputAdornment from '@mui/material/InputAdornment';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors } from 'react-hook-form';
import { FormTextField } from '@/components/forms/FormTextField';
import {
  COURSES,
  DESCRIPTION_MAX,
  EMAIL_MAX,
  EMPTY_MVM_FORM,
  FILL_ALL,
  FILL_ALL_CAUSES,
  PAYER_NAME_MAX,
  PROJECT_TYPES,
  mvmFormSchema,
  toCart,
  type MvmCart,
  type MvmFormValues,
} from '../api/mvm-payment-form';
import { CardPayButton } from './CardPayButton';
import { MvmFailedDialog } from './MvmFailedDialog';
import { MvmReceiptDialog } from './MvmReceiptDialog';
import type { MvmOutcome, MvmReceipt } from './mvm-outcome';
import { PayDialog } from './PayDialog';
import { useCardCheckout } from './useCardCheckout';
import { t, useT } from '@/i18n/i18n';

export type MvmKind = 'course' | 'project';

const KINDS = {
  course: {
    get label() {
      return t('mvm.courseName');
    },
    get receiptLabel() {
      return t('mvm.course');
    },
    choices: COURSES,
  },
  project: {
    get label() {
      return t('mvm.projectType');
    },
    get receiptLabel() {
      return t('mvm.projectType');
    },
    choices: PROJECT_TYPES,
  },
} as const;

const schemas = {
  course: mvmFormSchema(COURSES),
  project: mvmFormSchema(PROJECT_TYPES),
};

/** One line of text, as the server stores it: line breaks and tabs become spaces. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ');

/** Keeps what can make an amount: digits and one dot. */
const amountChars = (value: string) => value.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1');

interface MvmPaymentFormProps {
  kind: MvmKind;
  /** 'popup': Pay opens the wallet popup (+ card on the project form); 'card': Pay with card only (/ch). */
  pay?: 'popup' | 'card';
}

/**
 * The course or project payment form (docs/specification.md#course-payment): Payer Name, Course
 * Name or Project type,
 * Amount, Description, Pay. A missing field or an amount not above 0 says 'Please fill out all
 * fields.'; every field also marks its own problem.
 */
export function MvmPaymentForm({ kind, pay = 'popup' }: MvmPaymentFormProps) {
  const t = useT();
  const { label, receiptLabel, choices } = KINDS[kind];
  const form = useForm<MvmFormValues>({
    resolver: zodResolver(schemas[kind]),
    defaultValues: EMPTY_MVM_FORM,
  });
  const [fillAll, setFillAll] = useState(false);
  const [cart, setCart] = useState<MvmCart | null>(null);
  const [receipt, setReceipt] = useState<MvmReceipt | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const card = useCardCheckout();

  const onValid = (values: MvmFormValues) => {
    setFillAll(false);
    const checked = toCart(values);
    if (pay === 'card') void card.start(checked);
    else setCart(checked);
  };
  const onInvalid = (errors: FieldErrors<MvmFormValues>) =>
    setFillAll(Object.values(errors).some((e) => FILL_ALL_CAUSES().includes(e?.message ?? '')));

  // Each outcome closes the popup: the wallet button is gone until the payer presses Pay again.
  const onOutcome = (outcome: MvmOutcome) => {
    setCart(null);
    if (outcome.kind === 'paid') {
      setReceipt(outcome.receipt);
      form.reset(EMPTY_MVM_FORM);
    } else {
      setFailure(outcome.message);
    }
  };

  const { control } = form;
  return (
    <>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        aria-label={kind === 'course' ? t('mvm.coursePayment') : t('mvm.projectPayment')}
      >
        {fillAll && <Alert severity="error">{FILL_ALL()}</Alert>}
        <FormTextField
          control={control}
          name="payerName"
          label={t('mvm.payerName')}
          autoComplete="name"
          required
          slotProps={{ htmlInput: { maxLength: PAYER_NAME_MAX } }}
        />
        <FormTextField
          control={control}
          name="course"
          label={label}
          select
          required
          slotProps={{
            inputLabel: { shrink: true },
            // An empty list says what to pick (docs/decisions.md#list-placeholders), e.g. "Select
            // course name".
            select: {
              displayEmpty: true,
              renderValue: (value) =>
                value ? (
                  String(value)
                ) : (
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {t('mvm.select', { label: label.toLowerCase() })}
                  </Box>
                ),
            },
          }}
        >
          {choices.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {choice}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="amount"
          label={t('orders.amount')}
          required
          sanitize={amountChars}
          slotProps={{
            htmlInput: { inputMode: 'decimal', maxLength: 12 },
            input: {
              startAdornment: <InputAdornment position="start">$</InputAdornment>,
              endAdornment: <InputAdornment position="end">USD</InputAdornment>,
            },
          }}
        />
        <FormTextField
          control={control}
          name="description"
          label={t('mvm.description')}
          required
          sanitize={oneLine}
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX } }}
        />
        <FormTextField
          control={control}
          name="email"
          label={t('mvm.receiptEmail')}
          type="email"
          autoComplete="email"
          slotProps={{ htmlInput: { maxLength: EMAIL_MAX } }}
        />
        {pay === 'card' ? (
          <>
            {card.error && <Alert severity="error">{card.error}</Alert>}
            <CardPayButton label={t('mvm.payWithCard')} busy={card.busy} type="submit" />
          </>
        ) : (
          <Button type="submit" variant="contained" size="large" fullWidth>
            {t('mvm.pay')}
          </Button>
        )}
      </Stack>
      <PayDialog
        cart={cart}
        courseLabel={receiptLabel}
        withCard={kind === 'project'}
        onClose={() => setCart(null)}
        onOutcome={onOutcome}
      />
      <MvmReceiptDialog
        receipt={receipt}
        courseLabel={receiptLabel}
        onClose={() => setReceipt(null)}
      />
      <MvmFailedDialog message={failure} onClose={() => setFailure(null)} />
    </>
  );
}
