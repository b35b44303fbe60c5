/**
 * A business rule said no. Services throw these with a stable code (`IDENTITY.EMAIL_IN_USE`);
 * the global HTTP filter maps the code to a status and the specification's message text.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string = code,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
