import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AdminAppBar } from './AdminAppBar';
import { AdminMenu } from './AdminMenu';

// react-admin's Layout already turns the sidebar into a temporary drawer on small screens.
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu}>
      {children}
    </Layout>
  );
}
