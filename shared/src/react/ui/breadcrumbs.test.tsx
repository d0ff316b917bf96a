import { screen, within } from '@testing-library/react';
import { MemoryRouter } from '../../router';
import { Breadcrumbs } from './breadcrumbs';
import { renderWithTheme } from './test-utils';

describe('Breadcrumbs', () => {
  it('links every step but the last, which is the current page', () => {
    renderWithTheme(
      <MemoryRouter>
        <Breadcrumbs
          label="You are here"
          crumbs={[
            { name: 'Home', path: '/' },
            { name: 'Dentistry in Kampala', path: '/doctors/kampala/dentistry' },
            { name: 'Dr. <Sarah> "Namuli"', path: '/doctor/7' },
          ]}
        />
      </MemoryRouter>,
    );
    const trail = screen.getByRole('navigation', { name: 'You are here' });
    const steps = within(trail).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual(['Home', 'Dentistry in Kampala', 'Dr. <Sarah> "Namuli"']);
    expect(within(trail).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/', '/doctors/kampala/dentistry']);
    expect(steps[2]).toHaveAttribute('aria-current', 'page');
    expect(within(steps[2] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps its place with no steps yet (the data still loading)', () => {
    renderWithTheme(
      <MemoryRouter>
        <Breadcrumbs label="You are here" crumbs={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'You are here' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
