// axe over the primitives as a screen would compose them. jsdom has no layout, so colour contrast is checked
// by contrast.test.ts instead; everything else (names, roles, ARIA wiring, landmarks) is checked here.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { MemoryRouter } from '../../router';
import { Alert, Notice } from './alert';
import { Avatar } from './avatar';
import { Badge } from './badge';
import { Button } from './button';
import { Dialog } from './dialog';
import { EmptyState } from './empty-state';
import { Input, Select, TextArea } from './field';
import { Pagination } from './pagination';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';
import { Stars } from './stars';
import { StatusBadge } from './status-badge';
import { Tabs } from './tabs';
import { Tag } from './tag';
import { renderWithTheme } from './test-utils';
import { TransactionStatusBadge } from './transaction-status-badge';

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

function Page() {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(3);
  return (
    <MemoryRouter>
      <main>
        <h1>Cardiology Specialists in Kampala</h1>
        <Notice>Showing doctors near you</Notice>
        <Alert tone="danger" role="alert" title="Error loading appointments" />
        <Spinner />
        <Skeleton />
        <Badge tone="info">Cardiology</Badge>
        <StatusBadge status="completed" />
        <TransactionStatusBadge status="PENDING" />
        <Stars rating={4.5} />
        <Avatar name="Grace Achieng" />
        <Avatar name="Grace Achieng" src="/g.jpg" />
        <Tag label="Fever" onRemove={() => undefined} />
        <EmptyState title="No reviews yet" action={<Button>Back</Button>} />
        <form>
          <Input label="Email" required error="Please enter a valid email address" hint="We never share it" />
          <TextArea label="Notes" required />
          <Select label="Gender">
            <option value="female">Female</option>
          </Select>
        </form>
        <Tabs
          label="Profile sections"
          tabs={[
            { id: 'p', label: 'Personal Information', panel: <p>Personal</p> },
            { id: 's', label: 'Security', panel: <p>Security</p> },
          ]}
        />
        <Pagination page={page} totalPages={12} onChange={setPage} />
        <Button onClick={() => setOpen(true)}>Open</Button>
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          title="Transaction Details"
          footer={<Button onClick={() => setOpen(false)}>Close details</Button>}
        >
          <p>Reference</p>
        </Dialog>
      </main>
    </MemoryRouter>
  );
}

describe('accessibility (axe)', () => {
  it('has no serious or critical violations, with the dialog closed and open', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Page />);
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });
});
