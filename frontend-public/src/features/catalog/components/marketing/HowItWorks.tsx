import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const steps = [
  {
    title: 'Enter the mobile number',
    text: "Choose the country, the operator and the offer, then type the recipient's number.",
  },
  {
    title: 'Select the top-up amount',
    text: 'Pick the amount to send; its price in US dollars is shown beside it.',
  },
  {
    title: 'Confirm the payment',
    text: 'Pay securely by card or wallet, and the top-up is on its way.',
  },
] as const;

/** The three steps of a top-up (docs/specification.md#product). */
export function HowItWorks() {
  return (
    <Box component="section" aria-labelledby="home-how-heading">
      <Typography id="home-how-heading" variant="h2" gutterBottom>
        How Does It Work?
      </Typography>
      <Box
        component="ol"
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {steps.map(({ title, text }, index) => (
          <Box component="li" key={title} sx={{ display: 'flex', gap: 2 }}>
            <Box
              aria-hidden
              sx={{
                flexShrink: 0,
                width: 40,
                height: 40,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontWeight: 700,
              }}
            >
              {index + 1}
            </Box>
            <div>
              <Typography variant="h3" sx={{ mb: 0.5 }}>
                {title}
              </Typography>
              <Typography color="text.secondary">{text}</Typography>
            </div>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
