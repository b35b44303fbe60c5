import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import PersonIcon from '@mui/icons-material/Person';
import { runningTo, useAutoTopUps } from '@/api/auto-top-ups';
import { useIsLoggedIn } from '@/lib/session';
import type { FillTopup } from '@/lib/topup-prefill';
import { useRecipients, type Recipient } from '../api/recipients';
import { useSendAgain } from '../hooks/useSendAgain';
import { formatNumber } from '@/lib/phone-display';
import { ProductGoneAlert } from './ProductGoneAlert';
import { t, useT } from '@/i18n/i18n';

export const CHIPS_LABEL = (): string => t('recipients.chipsLabel');

/**
 * The home form's saved recipients (docs/specification.md#saved-recipients), above the
 * country step, for a logged-in customer who has some: a click fills country, operator, number
 * and the last offer; each chip's menu has Send again, straight to /Payment.
 */
export function RecipientChips({ fill }: { fill: FillTopup }) {
  const t = useT();
  const loggedIn = useIsLoggedIn();
  const { data: recipients } = useRecipients(loggedIn === true);
  // A recipient with an automatic top-up shows it (docs/specification.md#automatic-top-ups).
  const { data: autoTopUps } = useAutoTopUps(loggedIn === true && Boolean(recipients?.length));
  const repeat = useSendAgain('/');
  const [picked, setPicked] = useState<string | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; recipient: Recipient } | null>(null);
  if (!loggedIn || !recipients?.length) return null;

  const choose = (recipient: Recipient, productId: string | null) => {
    setPicked(recipient.id);
    repeat.dismiss();
    fill({
      country: recipient.country,
      operator: recipient.operatorName,
      telenumber: recipient.telenumber,
      productId,
    });
  };

  return (
    <Box component="section" aria-label={CHIPS_LABEL()}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {CHIPS_LABEL()}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {recipients.map((recipient) => {
          const schedule = runningTo(autoTopUps, recipient.telenumber);
          return (
            <Box key={recipient.id} sx={{ display: 'inline-flex', alignItems: 'center' }}>
              <Chip
                icon={<PersonIcon aria-hidden="true" />}
                label={recipient.name}
                title={formatNumber(recipient.telenumber)}
                color={picked === recipient.id ? 'primary' : 'default'}
                variant={picked === recipient.id ? 'filled' : 'outlined'}
                aria-pressed={picked === recipient.id}
                onClick={() => choose(recipient, recipient.lastProductId)}
                sx={{ maxWidth: '14rem' }}
              />
              <IconButton
                size="small"
                aria-label={t('recipients.moreFor', { name: recipient.name })}
                aria-haspopup="menu"
                disabled={repeat.pendingId !== null}
                onClick={(event) => setMenu({ anchor: event.currentTarget, recipient })}
              >
                <ArrowDropDownIcon fontSize="small" />
              </IconButton>
              {schedule && (
                <AutorenewIcon
                  fontSize="small"
                  color={schedule.status === 'active' ? 'primary' : 'disabled'}
                  titleAccess={t(
                    schedule.status === 'paused'
                      ? 'recipients.repeatsPaused'
                      : 'recipients.repeats',
                    { name: recipient.name, days: schedule.intervalDays },
                  )}
                />
              )}
            </Box>
          );
        })}
      </Box>
      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            const recipient = menu!.recipient;
            setMenu(null);
            // Nothing paid for yet: the form, filled, is where an amount is picked.
            if (recipient.lastProductId) void repeat.sendAgain(recipient);
            else choose(recipient, null);
          }}
        >
          {t('recipients.sendAgain')}
        </MenuItem>
      </Menu>
      {repeat.gone && (
        <Box sx={{ mt: 1 }}>
          <ProductGoneAlert
            recipient={repeat.gone}
            onPickAnother={() => choose(repeat.gone!, null)}
            onClose={repeat.dismiss}
          />
        </Box>
      )}
      {repeat.error && (
        <Alert severity="error" onClose={repeat.dismiss} sx={{ mt: 1 }}>
          {repeat.error}
        </Alert>
      )}
    </Box>
  );
}
