import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import BoltIcon from '@mui/icons-material/Bolt';
import LockIcon from '@mui/icons-material/Lock';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';

const claims = [
  {
    title: '24/7 Service',
    text: 'Send a top-up any time, day or night, from wherever you are.',
    Icon: SupportAgentIcon,
  },
  {
    title: 'SSL Encryption',
    text: 'Your payment and personal details travel over an encrypted connection.',
    Icon: LockIcon,
  },
  {
    title: 'Instant Top-up',
    text: 'The airtime reaches the phone back home moments after you pay.',
    Icon: BoltIcon,
  },
] as const;

/** The landing page's promise and its three claims (docs/specification.md#product). */
export function MarketingBlock() {
  return (
    <Box component="section" aria-labelledby="home-marketing-heading">
      <Typography id="home-marketing-heading" variant="h2" gutterBottom>
        Easiest possible way to send mobile airtime
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
        Keep family and friends back home connected: recharge their prepaid mobile in a few clicks
        and pay in US dollars.
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {claims.map(({ title, text, Icon }) => (
          <Paper component="li" key={title} variant="outlined" sx={{ p: 3 }}>
            <Icon color="primary" sx={{ fontSize: 40 }} aria-hidden />
            <Typography variant="h3" sx={{ mt: 1, mb: 0.5 }}>
              {title}
            </Typography>
            <Typography color="text.secondary">{text}</Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
