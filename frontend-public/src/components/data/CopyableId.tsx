import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useT } from '@/i18n/i18n';

/**
 * An id shown whole (it may wrap; nothing is cut off) with a button copying it, so a customer can
 * quote their order to support exactly.
 */
export function CopyableId({
  id,
  label,
  large = false,
}: {
  id: string;
  label?: string;
  /** A code the customer reads out or types (a PIN): larger, bold, spaced. */
  large?: boolean;
}) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(id);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (insecure page, refused permission): the id stays selectable on screen.
    }
  }
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}
    >
      <Box
        component="span"
        sx={{
          fontFamily: 'monospace',
          fontSize: large ? '1.375rem' : '0.8125rem',
          ...(large ? { fontWeight: 700, letterSpacing: '0.06em' } : {}),
          overflowWrap: 'anywhere',
          minWidth: 0,
        }}
      >
        {id}
      </Box>
      <Tooltip title={copied ? t('copy.copied') : (label ?? t('copy.orderId'))}>
        <IconButton
          size="small"
          aria-label={label ?? t('copy.orderId')}
          onClick={() => void copy()}
          sx={{ flexShrink: 0 }}
        >
          {copied ? <CheckIcon fontSize="inherit" /> : <ContentCopyIcon fontSize="inherit" />}
        </IconButton>
      </Tooltip>
    </Box>
  );
}
