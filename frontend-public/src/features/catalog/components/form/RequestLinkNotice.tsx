import { LateAlert } from '@/components/feedback/LateAlert';

/**
 * Above the form opened from a credit request's link: that the requester's number is filled in,
 * or why the link could not fill everything (docs/specification.md#request-link).
 */
export function RequestLinkNotice({ notice, failed }: { notice: string; failed: boolean }) {
  return (
    <LateAlert severity={failed ? 'warning' : 'info'} role={failed ? 'alert' : 'status'}>
      {notice}
    </LateAlert>
  );
}
