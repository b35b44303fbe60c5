import Alert from '@mui/material/Alert';

export interface NoticeMessage {
  severity: 'error' | 'success' | 'info';
  text: string;
}

/** The one outcome line of an account screen: the last error or confirmation. */
export function Notice({ notice }: { notice: NoticeMessage | null }) {
  return notice ? <Alert severity={notice.severity}>{notice.text}</Alert> : null;
}

export const errorNotice = (text: string | null): NoticeMessage | null =>
  text === null ? null : { severity: 'error', text };
