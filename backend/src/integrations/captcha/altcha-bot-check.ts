import { Inject, Injectable } from '@nestjs/common';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type Redis from 'ioredis';
import { AppConfig } from '@config/app-config';
import { BotCheck } from '@shared/ports/bot-check.port';
import { REDIS } from '@shared/redis/redis.module';

const ALGORITHM = 'PBKDF2/SHA-256';
type Challenge = Awaited<ReturnType<typeof createChallenge>>;
type Solution = Parameters<typeof verifySolution>[0]['solution'];

/**
 * Self-hosted ALTCHA proof of work (no third party, works offline). The cost is configurable:
 * altcha-lib's default takes seconds in a browser, too slow for a login form.
 */
@Injectable()
export class AltchaBotCheck extends BotCheck {
  constructor(
    private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    super();
  }

  challenge(): Promise<Challenge> {
    const env = this.config.env;
    return createChallenge({
      algorithm: ALGORITHM,
      cost: env.ALTCHA_COST,
      counter: randomInt(env.ALTCHA_COUNTER_MAX, env.ALTCHA_COUNTER_MIN),
      deriveKey,
      hmacSignatureSecret: this.config.altchaSecret,
      hmacKeySignatureSecret: `${this.config.altchaSecret}:key`,
      expiresAt: Math.floor(Date.now() / 1000) + env.ALTCHA_EXPIRES_SECONDS,
    });
  }

  async verify(payload: unknown): Promise<boolean> {
    const parsed = parsePayload(payload);
    if (!parsed || parsed.challenge.parameters.algorithm !== ALGORITHM) return false;
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret: this.config.altchaSecret,
      hmacKeySignatureSecret: `${this.config.altchaSecret}:key`,
    }).catch(() => null);
    if (!result?.verified) return false;
    // Single use: the first request to claim the challenge's nonce wins, replays fail.
    const ttl = this.config.env.ALTCHA_EXPIRES_SECONDS + 60;
    const claimed = await this.redis.set(
      `altcha:used:${parsed.challenge.parameters.nonce}`,
      '1',
      'EX',
      ttl,
      'NX',
    );
    return claimed === 'OK';
  }
}

/** The widget posts base64(JSON {challenge, solution}). Anything else is not a payload. */
function parsePayload(payload: unknown): { challenge: Challenge; solution: Solution } | null {
  if (typeof payload !== 'string' || payload.length > 8192) return null;
  try {
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {
      challenge?: Challenge;
      solution?: Solution;
    };
    const params = decoded?.challenge?.parameters;
    if (
      !params ||
      typeof params.nonce !== 'string' ||
      !decoded.solution ||
      typeof decoded.challenge?.signature !== 'string'
    ) {
      return null;
    }
    if (!params.expiresAt) return null; // unexpiring challenges were never issued by us
    return { challenge: decoded.challenge, solution: decoded.solution };
  } catch {
    return null;
  }
}
