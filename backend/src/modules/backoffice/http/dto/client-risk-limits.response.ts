import { ApiProperty } from '@nestjs/swagger';

/** The shop's limits (the settings), in USD cents over 24 hours. */
export class RiskLimitsView {
  @ApiProperty() newCustomerDailyCents: number;
  @ApiProperty() customerDailyCents: number;
  @ApiProperty() customerDailyTopUps: number;
  @ApiProperty() numberDailyTopUps: number;
  @ApiProperty() numberDailyCents: number;
  @ApiProperty() newNumberCents: number;
}

/** What an admin raised for the client; null fields keep the default. */
export class RaisedLimitsView {
  @ApiProperty({ nullable: true, type: Number }) dailyCents: number | null;
  @ApiProperty({ nullable: true, type: Number }) dailyTopUps: number | null;
  @ApiProperty({ nullable: true, type: Number }) newNumberCents: number | null;
}

export class ClientRiskLimitsResponse {
  @ApiProperty({ type: RiskLimitsView }) defaults: RiskLimitsView;
  @ApiProperty({ type: RaisedLimitsView, nullable: true, description: 'null: the defaults apply' })
  raised: RaisedLimitsView | null;
}
