import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import { ContactEmailLink } from '@/components/site-settings/SiteSettingsText';
import { SocialLinks } from '@/components/social/SocialLinks';
import { site } from '@/config/site';
import { useT } from '@/i18n/i18n';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Detail({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, mb: 3 }}>
      <Box sx={{ color: 'primary.main', pt: 0.25 }} aria-hidden="true">
        {icon}
      </Box>
      <div>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
      </div>
    </Box>
  );
}

/**
 * The contact page's side panel: the details of src/config/site.ts, and the live settings' contact
 * address (where the form's messages go) and social links.
 */
export function ContactDetails() {
  const t = useT();
  return (
    <Paper
      component="aside"
      aria-label={t('contact.detailsLabel')}
      variant="outlined"
      sx={{ p: 3 }}
    >
      <Detail icon={<LocationOnOutlinedIcon />} title={t('contact.location')}>
        <Box component="address" sx={{ fontStyle: 'normal' }}>
          {site.addressLines.map((line) => (
            <Typography key={line} variant="body2">
              {line}
            </Typography>
          ))}
        </Box>
      </Detail>
      <Detail icon={<PhoneOutlinedIcon />} title={t('contact.telephone')}>
        {site.phones.map((phone) => (
          <Typography key={phone} variant="body2">
            <Link href={telHref(phone)}>{phone}</Link>
          </Typography>
        ))}
      </Detail>
      <Detail icon={<EmailOutlinedIcon />} title={t('contact.business')}>
        <Typography variant="body2">
          <ContactEmailLink unavailable={t('contact.useForm')} />
        </Typography>
      </Detail>
      <SocialLinks
        color="primary"
        heading={
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {t('footer.followUs')}
          </Typography>
        }
      />
    </Paper>
  );
}
