import { Injectable } from '@nestjs/common';
import { AppConfig } from '@config/app-config';
import { socialLinksFrom, type SocialLink } from '../domain/social-links';
import { SettingsStore } from '../ports/settings-store.port';
import { ReadContactEmailService } from './read-contact-email.service';

export interface SiteSettings {
  contactEmail: string;
  socialLinks: SocialLink[];
  mvmBusinessName: string;
}

/**
 * What the customer site shows from the settings, read on every call so a change in the back
 * office shows on the next page load: the contact address (where contact messages go), the
 * social links and the training business's name (MVM_BUSINESS_NAME).
 */
@Injectable()
export class ReadSiteSettingsService {
  constructor(
    private readonly contact: ReadContactEmailService,
    private readonly settings: SettingsStore,
    private readonly config: AppConfig,
  ) {}

  async current(): Promise<SiteSettings> {
    const [contactEmail, social] = await Promise.all([
      this.contact.current(),
      this.settings.socialLinks(),
    ]);
    return {
      contactEmail,
      socialLinks: socialLinksFrom(social),
      mvmBusinessName: this.config.env.MVM_BUSINESS_NAME,
    };
  }
}
