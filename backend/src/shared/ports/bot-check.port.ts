/** Proof that a human (or at least a patient browser) filled the form: checked once, then void. */
export abstract class BotCheck {
  /** True when the solved payload is genuine, unexpired and not used before. */
  abstract verify(payload: unknown): Promise<boolean>;
}
