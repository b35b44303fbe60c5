import { Card, CardContent } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { PageHeading } from './PageHeading';

/** The frame of the single-form screens: window title, heading, content. */
export function PageCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card sx={{ mt: 2, maxWidth: 560 }}>
      <Title title={title} />
      <CardContent>
        <PageHeading title={title} />
        {children}
      </CardContent>
    </Card>
  );
}
