import { AdminResponse } from './admin.response';

/** The password was right; the login needs its second step (docs/specification.md#admin-login). */
export class SecondStepResponse {
  /** 'code': the authenticator's code; 'enrol': set up an authenticator first (a master requires it). */
  secondFactor: 'code' | 'enrol';
}

/** A new authenticator secret, waiting for its first code. */
export class TotpEnrolmentResponse {
  /** The secret as Base32 text, for typing it into the app. */
  secret: string;
  /** The otpauth:// address the QR code holds. */
  uri: string;
  /** The QR code, a PNG data URL. */
  qrCode: string;
}

/** The enrolment is done: these codes are shown this once. */
export class RecoveryCodesResponse {
  /** Each good for one login without the phone. */
  recoveryCodes: string[];
}

/** Login finished by enrolling an authenticator. */
export class EnrolledLoginResponse {
  admin: AdminResponse;
  recoveryCodes: string[];
}

export class SecondFactorStatusResponse {
  enrolled: boolean;
  /** ISO time of the enrolment, or null. */
  enrolledAt: string | null;
  recoveryCodesLeft: number;
  /** The master's rule: every admin must log in with an authenticator app. */
  required: boolean;
}

export class SecondFactorRequiredResponse {
  required: boolean;
}
