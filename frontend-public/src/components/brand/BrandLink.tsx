import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { site } from '@/config/site';
import { Logo } from '@selamtopup/brand/logo';

/** Logo and brand text, linking to the home page. */
export function BrandLink() {
  return (
    <Box
      component={Link}
      to="/"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        mr: 2,
      }}
    >
      <Logo />
      <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
        {site.brand}
      </Typography>
    </Box>
  );
}
