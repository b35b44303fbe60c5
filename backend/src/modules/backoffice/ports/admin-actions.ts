/** Who asks: the admin of the session (from the admin guard). */
export interface ActingAdmin {
  id: string;
  email: string;
  type: string;
}
