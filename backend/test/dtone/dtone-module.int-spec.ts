import { HttpErrorsModule } from '@shared/http/http-error-registry';
import { Logger } from '@nestjs/common';
import { Test, TestingModule } from '@nestjs/testing';
import { AppConfig } from '@config/app-config';
import { ConfigModule } from '@config/config.module';
import { DtoneMobileLookup } from '@integrations/dtone/dtone-mobile-lookup';
import { DtoneOfferSource } from '@integrations/dtone/dtone-offer-source';
import { DtoneTopUpSender } from '@integrations/dtone/dtone-top-up-sender';
import { DtoneModule } from '@integrations/dtone/dtone.module';
import { SandboxMobileLookup } from '@integrations/dtone/sandbox/sandbox-mobile-lookup';
import { SandboxOfferSource } from '@integrations/dtone/sandbox/sandbox-offer-source';
import { SandboxTopUpSender } from '@integrations/dtone/sandbox/sandbox-top-up-sender';
import { MobileLookup } from '@modules/catalog/ports/mobile-lookup.port';
import { OfferSource } from '@modules/catalog/ports/offer-source.port';
import { TopUpSender } from '@modules/orders/ports/top-up-sender.port';
import { DatabaseModule } from '@database/database.module';

/** The module as the app builds it, with extra environment. */
async function compile(env: Record<string, string>): Promise<TestingModule> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    return await Test.createTestingModule({
      imports: [
        ConfigModule,
        DatabaseModule.forRoot({ migrate: false }),
        HttpErrorsModule,
        DtoneModule,
      ],
    }).compile();
  } finally {
    process.env = saved;
  }
}

describe('DtoneModule', () => {
  beforeAll(() => Logger.overrideLogger(false));
  let moduleRef: TestingModule | undefined;
  afterEach(() => moduleRef?.close());

  it('runs the sandbox without DTONE_API_KEY', async () => {
    moduleRef = await compile({ DTONE_API_KEY: '' });
    expect(moduleRef.get(OfferSource)).toBeInstanceOf(SandboxOfferSource);
    expect(moduleRef.get(MobileLookup)).toBeInstanceOf(SandboxMobileLookup);
    expect(moduleRef.get(TopUpSender)).toBeInstanceOf(SandboxTopUpSender);
    await expect(moduleRef.get(MobileLookup).lookup('+255754123456')).resolves.toMatchObject({
      valid: true,
      operators: [{ name: 'Vodacom Tanzania' }],
    });
  });

  it('talks to DT One with a key', async () => {
    moduleRef = await compile({ DTONE_API_KEY: 'key', DTONE_API_SECRET: 'secret' });
    expect(moduleRef.get(OfferSource)).toBeInstanceOf(DtoneOfferSource);
    expect(moduleRef.get(MobileLookup)).toBeInstanceOf(DtoneMobileLookup);
    expect(moduleRef.get(TopUpSender)).toBeInstanceOf(DtoneTopUpSender);
  });
});

describe('DT One settings', () => {
  it('default to the pre-production API and the ten countries', () => {
    const env = new AppConfig({}).env;
    expect(env.DTONE_API_URL).toBe('https://preprod-dvs-api.dtone.com/v1');
    expect(env.DTONE_TIMEOUT_MS).toBe(15000);
    expect(env.DTONE_COUNTRIES).toEqual([
      'ETH',
      'ERI',
      'TZA',
      'KEN',
      'UGA',
      'RWA',
      'SOM',
      'SSD',
      'NGA',
      'GHA',
    ]);
  });

  it('read a country list loosely written, and refuse a bad one', () => {
    expect(new AppConfig({ DTONE_COUNTRIES: ' eth, tza ,' }).env.DTONE_COUNTRIES).toEqual([
      'ETH',
      'TZA',
    ]);
    expect(() => new AppConfig({ DTONE_COUNTRIES: 'Ethiopia' })).toThrow(/DTONE_COUNTRIES/);
    expect(() => new AppConfig({ DTONE_COUNTRIES: '' })).toThrow(/DTONE_COUNTRIES/);
  });

  it('want the secret with the key', () => {
    expect(() => new AppConfig({ DTONE_API_KEY: 'key' })).toThrow(/DTONE_API_SECRET/);
  });
});
