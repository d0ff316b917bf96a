import { Page } from '@musawo/shared/react';

export function AdminPage() {
  return <Page title="Admin" description="A new Musawo remote." />;
}
