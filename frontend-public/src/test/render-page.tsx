import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { setNavigate } from '../lib/api-client';
import { renderAt } from './render';

/** Sends the API client's central redirects (401 -> /Login, ...) through the test's router. */
function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigate((to) => void navigate(to));
    return () => setNavigate(null);
  }, [navigate]);
  return children;
}

function Providers({ children }: { children: ReactNode }) {
  // A fresh cache per test, and no retries: a test's stubbed answer is final.
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <RouterNavigation>{children}</RouterNavigation>
    </QueryClientProvider>
  );
}

/** renderAt plus react-query and the API client's router navigation: for screens that call the API. */
export function renderPage(ui: ReactElement, path = '/', history: string[] = []) {
  return renderAt(<Providers>{ui}</Providers>, path, history);
}
