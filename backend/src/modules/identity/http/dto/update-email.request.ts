import { SendActivationCodeRequest } from './send-activation-code.request';

export class UpdateEmailRequest extends SendActivationCodeRequest {}
