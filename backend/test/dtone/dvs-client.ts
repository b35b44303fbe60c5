import { DvsStandIn, STAND_IN_KEY, STAND_IN_SECRET } from '@selamtopup/test-kit/stand-ins/dvs';
import { AppConfig } from '@config/app-config';
import { DvsHttpClient, RateLimitTuning } from '@integrations/dtone/dvs-http-client';

/** The real client, configured through AppConfig like the app, pointed at the stand-in. */
export function clientFor(
  standIn: DvsStandIn,
  env: Record<string, string> = {},
  tuning: Partial<RateLimitTuning> = {},
): DvsHttpClient {
  const config = new AppConfig({
    DTONE_API_URL: standIn.url,
    DTONE_API_KEY: STAND_IN_KEY,
    DTONE_API_SECRET: STAND_IN_SECRET,
    ...env,
  });
  return new DvsHttpClient(config, tuning);
}
