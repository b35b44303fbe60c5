import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { site } from '@/config/site';
import { ContactEmailLink } from '../site-settings/SiteSettingsText';
import { SocialLinks } from '../social/SocialLinks';
import { useT } from '@/i18n/i18n';

const footerLinks = [
  { label: 'nav.mobileTopup', to: '/' },
  { label: 'footer.aboutUs', to: '/About' },
  { label: 'footer.terms', to: '/Termsandpolicies' },
  { label: 'nav.requestMobileTopup', to: '/Requestmobiletopup' },
  { label: 'nav.contact', to: '/Contact' },
] as const;

/** Lines of links stacked closely still give a finger 24 px to hit (WCAG 2.2 target size). */
const tapTarget = { display: 'inline-block', py: 0.5 } as const;

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function Footer() {
  const t = useT();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" sx={{ bgcolor: '#12312a', color: 'grey.100', pt: 5, pb: 3, mt: 6 }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            <Typography variant="h6" component="p" gutterBottom>
              {site.brand}
            </Typography>
            {site.addressLines.map((line) => (
              <Typography key={line} variant="body2">
                {line}
              </Typography>
            ))}
            {site.phones.map((phone) => (
              <Typography key={phone} variant="body2">
                <Link href={telHref(phone)} color="inherit" underline="hover" sx={tapTarget}>
                  {phone}
                </Link>
              </Typography>
            ))}
            <Typography variant="body2">
              <ContactEmailLink
                color="inherit"
                underline="hover"
                sx={tapTarget}
                unavailable={
                  <Link component={RouterLink} to="/Contact" color="inherit" sx={tapTarget}>
                    {t('footer.writeToUs')}
                  </Link>
                }
              />
            </Typography>
          </Box>

          <Box component="nav" aria-label={t('footer.label')}>
            <Stack spacing={1}>
              {footerLinks.map((link) => (
                <Link
                  key={link.to}
                  component={RouterLink}
                  to={link.to}
                  color="inherit"
                  underline="hover"
                >
                  {t(link.label)}
                </Link>
              ))}
            </Stack>
          </Box>

          <Box>
            <SocialLinks
              heading={
                <Typography variant="subtitle1" component="p" gutterBottom>
                  {t('footer.followUs')}
                </Typography>
              }
            />
          </Box>
        </Box>

        {/* The prerendered page has the year of the build; hydration takes the browser's. */}
        <Typography
          variant="body2"
          align="center"
          sx={{ mt: 4, color: 'grey.400' }}
          suppressHydrationWarning
        >
          {t('footer.rights', { year: String(year), brand: site.brand })}
        </Typography>
      </Container>
    </Box>
  );
}
