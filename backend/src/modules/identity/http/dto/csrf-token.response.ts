export class CsrfTokenResponse {
  csrfToken: string;
}
