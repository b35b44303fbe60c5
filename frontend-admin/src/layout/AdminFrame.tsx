import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminAppBar } from './AdminAppBar';
import { AdminMenu } from './AdminMenu';
// Every screen in the frame speaks react-admin's phrases: they load with it.
import '../i18nMessages';

/**
 * The frame around every screen behind the login: react-admin's Layout with our app bar and
 * menu. A chunk of its own (AdminLayout.tsx loads it), so the login page does not carry it.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  // react-admin's Layout already turns the sidebar into a temporary drawer on small screens.
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu}>
      {children}
    </Layout>
  );
}
