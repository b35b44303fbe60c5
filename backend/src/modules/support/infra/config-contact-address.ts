import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { ContactAddress } from '../ports/contact-address';

/** CONTACT_EMAIL, until the back office keeps its own setting. */
@Injectable()
export class ConfigContactAddress extends ContactAddress {
  constructor(private readonly config: AppConfig) {
    super();
  }

  async current(): Promise<string> {
    return this.config.env.CONTACT_EMAIL;
  }
}
