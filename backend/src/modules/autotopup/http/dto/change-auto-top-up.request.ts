import { IsIn, ValidateIf } from 'class-validator';
import { AUTO_TOP_UP_INTERVALS, type IntervalDays } from '../../domain/auto-top-up';

export const CUSTOMER_ACTIONS = ['skip', 'pause', 'resume', 'interval', 'cancel'] as const;

/** One change of a schedule by its customer; `intervalDays` only with 'interval'. */
export class ChangeAutoTopUpRequest {
  @IsIn(CUSTOMER_ACTIONS, { message: 'Unknown action' })
  action: (typeof CUSTOMER_ACTIONS)[number];

  @ValidateIf((o: ChangeAutoTopUpRequest) => o.action === 'interval')
  @IsIn(AUTO_TOP_UP_INTERVALS, { message: 'Choose every 7, 14, 28 or 30 days' })
  intervalDays?: IntervalDays;
}
