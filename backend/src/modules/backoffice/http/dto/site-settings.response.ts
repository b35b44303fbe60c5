import { ApiProperty } from '@nestjs/swagger';
import { SOCIAL_NETWORKS } from '../../domain/social-links';

export class SocialLinkView {
  @ApiProperty({ enum: SOCIAL_NETWORKS, enumName: 'SocialNetwork' }) network: string;
  @ApiProperty({ description: "An https address of the business's page on the network" })
  url: string;
}

export class SiteSettingsResponse {
  @ApiProperty({ description: 'Where contact messages go (the back office can change it)' })
  contactEmail: string;
  @ApiProperty({ type: [SocialLinkView], description: 'Empty when none is set' })
  socialLinks: SocialLinkView[];
  @ApiProperty({ description: 'The training business the Mvm payment pages collect for' })
  mvmBusinessName: string;
}
