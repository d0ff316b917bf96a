import { screen, within } from '@testing-library/react';
import { formatAmount, type Doctor } from '@musawo/shared/contracts';
import { DOCTOR_PLACEHOLDER_SRC } from '@musawo/shared/react';
import { renderWithPlatform } from '@musawo/shared/testing';
import { DoctorCard, DoctorCardSkeleton } from './doctor-card';
import { pagesTexts } from './i18n';

const doctor: Doctor = {
  id: 'doc-42',
  name: 'Dr. Sarah Namuli',
  imageUrl: '/media/doctors/sarah.webp',
  speciality: { speciality_name: 'Paediatrics', tags: ['Fever', 'Vaccination', 'Growth', 'Nutrition', 'Asthma'] },
  address: { address: 'Plot 12, Kampala Road, Kampala' },
  experience: 12,
  consultation_fee: 50000,
  currency: 'UGX',
  rating: 4.5,
  reviews: 10,
  languages: ['English', 'Luganda'],
  availability: [],
};

function renderCard(d: Doctor) {
  return renderWithPlatform(<DoctorCard doctor={d} t={pagesTexts.english} />);
}

describe('DoctorCard', () => {
  it('shows the spec §2.3 fields', () => {
    renderCard(doctor);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: 'Dr. Sarah Namuli' })).toBeInTheDocument();
    expect(within(card).getByText('Paediatrics')).toBeInTheDocument();
    expect(within(card).getByText('Plot 12, Kampala Road, Kampala')).toBeInTheDocument();
    expect(within(card).getByText('12 years experience')).toBeInTheDocument();
    // Intl separates 'UGX' from the amount with a no-break space, and UGX has no minor units.
    const fee = within(card).getByText(/^UGX\s50,000$/);
    expect(fee.textContent).toBe(formatAmount(50000, 'UGX'));
  });

  it('shows the Verified badge with the UMDPC number and the licence’s year, and says when the numbers are demo data', () => {
    const { unmount } = renderCard({ ...doctor, licence: { umdpcNumber: 'UMDPC/12345', validUntil: '2027-06-30', demo: false } });
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('UMDPC UMDPC/12345 · licence valid 2027')).toBeInTheDocument();
    unmount();
    renderCard({ ...doctor, licence: { umdpcNumber: 'DEMO-10001', validUntil: '2027-12-31', demo: true } });
    expect(screen.getByText('UMDPC DEMO-10001 · licence valid 2027 (demo data)')).toBeInTheDocument();
  });

  it('shows no badge for a doctor without a licence on file', () => {
    renderCard(doctor);
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });

  it('shows up to four specialty tags and counts the rest', () => {
    renderCard(doctor);
    const tags = within(screen.getByRole('list', { name: 'Specialty tags' })).getAllByRole('listitem');
    expect(tags.map((t) => t.textContent)).toEqual(['Fever', 'Vaccination', 'Growth', 'Nutrition', '+1 more']);
  });

  it('links Book Appointment to the doctor profile', () => {
    renderCard(doctor);
    const link = screen.getByRole('link', { name: 'Book Appointment with Dr. Sarah Namuli' });
    expect(link).toHaveAttribute('href', '/doctor/doc-42');
  });

  it('uses the photo lazily with fixed dimensions', () => {
    const { container } = renderCard(doctor);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/media/doctors/sarah.webp');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '72');
    expect(img).toHaveAttribute('height', '72');
  });

  it('uses the placeholder image when imageUrl is missing', () => {
    const { container } = renderCard({ ...doctor, imageUrl: null, experience: 1 });
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', DOCTOR_PLACEHOLDER_SRC);
    expect(DOCTOR_PLACEHOLDER_SRC).toMatch(/^data:image\/svg\+xml,/);
    expect(screen.getByText('1 year experience')).toBeInTheDocument();
  });

  it('formats a fee in another currency with that currency', () => {
    renderCard({ ...doctor, consultation_fee: 25, currency: 'USD' });
    expect(screen.getByText('$25.00')).toBeInTheDocument();
  });

  it('has a skeleton hidden from assistive technology', () => {
    renderWithPlatform(<DoctorCardSkeleton />);
    expect(screen.getByTestId('doctor-card-skeleton')).toHaveAttribute('aria-hidden', 'true');
  });
});
