import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { ReactNode } from 'react';

function Block({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, color: 'primary.main' }}>
        {icon}
        <Typography variant="h2" component="h2" color="text.primary">
          {title}
        </Typography>
      </Box>
      <Typography>{children}</Typography>
    </Paper>
  );
}

/** The About page: title, short company description, 'Our Mission' and 'Our Vision'. */
export function AboutContent() {
  return (
    <>
      <Typography variant="overline" component="p" color="primary">
        About Us
      </Typography>
      <Typography variant="h1" gutterBottom>
        Easiest possible way to send mobile airtime
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: '65ch' }}>
        SelamTopup helps people living abroad, above all the African diaspora, stay close to family
        and friends back home. In a few clicks you choose a country, an operator and an offer, enter
        the recipient&apos;s prepaid mobile number and pay in US dollars: the airtime arrives on
        their phone, usually within moments.
      </Typography>
      <Typography sx={{ mb: 4, maxWidth: '65ch' }}>
        With our Android app you can also make international calls at fair prices, and anyone can
        ask a relative or friend abroad to send them mobile credit.
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}
      >
        <Block icon={<FlagOutlinedIcon />} title="Our Mission">
          Our mission is to make sending mobile airtime cost-effective, quick and secure for
          everyone who supports loved ones from far away. Building on that, we plan to expand into
          online money remittance later, so families can send both airtime and money in one trusted
          place.
        </Block>
        <Block icon={<VisibilityOutlinedIcon />} title="Our Vision">
          We want distance never to keep anyone out of touch: a world where every family member,
          wherever they live, can reach home as easily as calling a neighbour, with prices that are
          clear and fair.
        </Block>
      </Box>
    </>
  );
}
