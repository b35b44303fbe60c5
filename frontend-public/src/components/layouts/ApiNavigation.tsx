import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setNavigate } from '@/lib/api-client';

/** Lets the API client's 401/500/503 redirects use the router (no full page reload). */
export function ApiNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigate((to) => void navigate(to));
    return () => setNavigate(null);
  }, [navigate]);
  return null;
}
