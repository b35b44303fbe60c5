import { BrowserRouter } from 'react-router';
import { ScrollToTop } from '../components/layouts/ScrollToTop';
import { ApiNavigation } from '../components/layouts/ApiNavigation';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <ScrollToTop />
        <ApiNavigation />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
