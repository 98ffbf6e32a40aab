import type { ReactNode } from 'react';
import { Card } from '../../../ui/card';

/** One titled section of the settings form (general, joining, maps, ...). */
export const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Card title={title} titleId={`settings-${id}`} bodyClassName="space-y-4 p-5">
    {children}
  </Card>
);
