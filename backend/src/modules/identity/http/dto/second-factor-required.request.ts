import { IsBoolean } from 'class-validator';

export class SecondFactorRequiredRequest {
  /** true: every admin must log in with an authenticator app. */
  @IsBoolean({ message: 'required must be true or false' })
  required: boolean;
}
