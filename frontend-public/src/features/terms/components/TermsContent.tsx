import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

// Static legal text. The figures (age 13, consent under 18, 60-day refund claims, 15-day
// bonuses, 24-hour crediting, prepaid only, residential use) are the specification's.

const terms: { title: string; text: string }[] = [
  {
    title: 'Acceptance of these terms',
    text: 'By using the SelamTopup website, app or services you agree to these Terms and Conditions. If you do not agree, please do not use our services.',
  },
  {
    title: 'Eligibility',
    text: 'You must be at least 13 years old to use SelamTopup. If you are under 18, you may use our services only with the consent and supervision of a parent or legal guardian.',
  },
  {
    title: 'Your account',
    text: 'You agree to give accurate information when you sign up and to keep your password secret. You are responsible for all activity under your account; tell us at once if you suspect unauthorised use.',
  },
  {
    title: 'Prices and payment',
    text: 'All prices are in US dollars (USD). The recipient amount, the processing fee and the total are shown before you pay. Payments are taken by our card and wallet payment providers; SelamTopup never stores your card details.',
  },
  {
    title: 'Refunds',
    text: 'A top-up that fails is refunded to the original payment method. Any other refund claim must reach us within 60 days of the purchase; we review each claim and answer by e-mail.',
  },
  {
    title: 'Operator bonuses and promotions',
    text: 'Bonuses and promotions are offered by the mobile operators, not by SelamTopup. Unless the operator states otherwise, operator bonuses are valid for 15 days from the top-up.',
  },
  {
    title: 'Delivery of airtime',
    text: 'Most top-ups arrive within moments, but an operator may take up to 24 hours to credit the recipient’s account.',
  },
  {
    title: 'Prepaid numbers only',
    text: 'Top-ups can only be sent to prepaid mobile numbers. Please check the number before paying: airtime sent to a wrong number you entered cannot be taken back.',
  },
  {
    title: 'Residential use',
    text: 'Purchases are for personal, residential use only. Buying airtime for resale or other commercial use is not permitted.',
  },
  {
    title: 'Changes to these terms',
    text: 'We may update these terms from time to time. The version published on this page applies to every purchase made after its publication.',
  },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <Typography variant="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function TermsContent() {
  return (
    <Box sx={{ maxWidth: '75ch' }}>
      <Typography variant="h1" gutterBottom>
        Terms and Conditions
      </Typography>
      <Typography sx={{ mb: 4 }}>
        These terms govern your use of SelamTopup, the service for sending mobile airtime top-ups
        and making international calls. Please read them carefully.
      </Typography>

      <Section title="Terms">
        <Box component="ol" sx={{ pl: 3, m: 0 }}>
          {terms.map((term) => (
            <Box component="li" key={term.title} sx={{ mb: 2 }}>
              <Typography component="h3" variant="h3" gutterBottom>
                {term.title}
              </Typography>
              <Typography>{term.text}</Typography>
            </Box>
          ))}
        </Box>
      </Section>

      <Section title="Termination and unacceptable use">
        <Typography sx={{ mb: 2 }}>
          You may not use SelamTopup for anything unlawful, fraudulent or harmful: paying with a
          card or account that is not yours, trying to get top-ups without paying, probing or
          disrupting our systems, automating access to the site, or breaking any law.
        </Typography>
        <Typography>
          We may suspend or close an account and refuse or cancel a purchase, without notice, when
          we reasonably believe these terms have been broken or to prevent fraud. Payments for
          top-ups that were not delivered are refunded.
        </Typography>
      </Section>

      <Section title="Mobile recharge service agreement">
        <Typography sx={{ mb: 2 }}>
          When you buy a top-up, SelamTopup sends the chosen amount of airtime or data to the
          prepaid number you entered, through the recipient&apos;s mobile operator. The offer, the
          price in USD and the fees are confirmed on the payment page before you pay.
        </Typography>
        <Typography>
          Your purchase is complete when the operator accepts the top-up. The way the airtime can be
          used afterwards is set by the operator&apos;s own terms.
        </Typography>
      </Section>

      <Section title="Service accessibility">
        <Typography sx={{ mb: 2 }}>
          We aim to keep SelamTopup available 24 hours a day, 7 days a week. The service may be
          paused for maintenance, and operators or payment providers may sometimes be unavailable;
          we are not liable for delays they cause.
        </Typography>
        <Typography>
          We work to make this site usable by everyone, including people who use assistive
          technology. Questions about these terms or about accessibility are welcome: please{' '}
          <Link component={RouterLink} to="/Contact">
            contact us
          </Link>
          .
        </Typography>
      </Section>
    </Box>
  );
}
