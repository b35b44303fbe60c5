import { useEffect } from 'react';
import { replaceLocation } from '@/lib/browser';

const ADMIN_APP_URL = '/admin/';

// The specification's back-office paths (/Adminconfigpage, /getadmins, ...): the back office is
// another app, served under /admin/, so leave this one with a full page load.
export default function AdminRedirectRoute() {
  useEffect(() => {
    replaceLocation(ADMIN_APP_URL);
  }, []);
  return null;
}
