import { createHmac } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { CodeHasher } from '../ports/code-hasher.port';

@Injectable()
export class HmacCodeHasher extends CodeHasher {
  constructor(private readonly config: AppConfig) {
    super();
  }

  hash(code: string): string {
    return createHmac('sha256', this.config.codeSecret).update(code).digest('base64url');
  }
}
