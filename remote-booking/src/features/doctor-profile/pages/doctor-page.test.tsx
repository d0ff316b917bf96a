import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route } from '@musawo/shared/router';
import { createFakeGateway, gatewayError, LocationProbe, renderWithPlatform, removeToasts } from '@musawo/shared/testing';
import { handlers, makeDoctor, NOW } from '../../../testing/fixtures';
import { DoctorPage } from './doctor-page';

function renderPage(gatewayHandlers = handlers(), route = '/doctor/doc-1', extraRoutes?: React.ReactNode) {
  const gateway = createFakeGateway(gatewayHandlers);
  const r = renderWithPlatform(<DoctorPage />, {
    gateway,
    route,
    path: '/doctor/:id',
    extraRoutes: extraRoutes ?? <Route path="/find-doctor" element={<LocationProbe />} />,
  });
  return { ...r, gateway };
}

beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => {
  act(() => removeToasts());
  jest.restoreAllMocks();
});

/** The fixture's two reviews as a list shows them: named or Anonymous, dated, with their text and stars. */
const expectTheTwoReviews = (items: HTMLElement[]) => {
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent('Joan Atim');
  expect(items[0]).toHaveTextContent('Jan 15, 2026');
  expect(items[0]).toHaveTextContent('Very patient and kind.');
  expect(within(items[0] as HTMLElement).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  expect(items[1]).toHaveTextContent('Anonymous');
  expect(items[1]).toHaveTextContent('Dec 2, 2025');
};

describe('DoctorPage profile', () => {
  it('shows skeletons while loading, then the summary, asking for the doctor in UGX', async () => {
    const { gateway } = renderPage();
    expect(screen.getByTestId('doctor-summary-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading doctor profile...');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Sarah Namuli' })).toBeInTheDocument();
    expect(gateway.callsTo('doctor', 'getDoctor')).toEqual([{ doctorId: 'doc-1', currency: 'UGX' }]);
    expect(document.title).toBe('Dr. Sarah Namuli | Musawo');
    expect(screen.getByText('Cardiology')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('4.6')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '12 Reviews' })).toBeInTheDocument();
    expect(screen.getByText('12 years experience')).toBeInTheDocument();
    expect(screen.getByText('Kololo, Kampala')).toBeInTheDocument();
    expect(screen.getAllByText('UGX 50,000').length).toBeGreaterThan(0);
    expect(screen.getByText('English, Luganda')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Book Appointment' })).toBeInTheDocument();
    // Only the first reviews are asked for with the page; the dialog's page of ten waits until it opens.
    expect(gateway.callsTo('Reviews', 'queryReviews')).toEqual([{ doctorId: 'doc-1', sortBy: 'createdAt', page: 1, limit: 3 }]);
  });

  it("reads 'New' without reviews, 'Not specified' without languages, and shows a placeholder photo", async () => {
    renderPage(handlers(makeDoctor({ rating: 'New', reviews: 0, languages: [], imageUrl: null })));
    await screen.findByRole('heading', { level: 1, name: 'Dr. Sarah Namuli' });
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '0 Reviews' })).toBeInTheDocument();
    expect(screen.getByText('Not specified')).toBeInTheDocument();
    expect(document.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it("shows Verified with the UMDPC number and the licence's year, marks the seed's numbers as demo data, and shows nothing without a licence", async () => {
    const demo = renderPage(handlers(makeDoctor({ licence: { umdpcNumber: 'UMDPC/12345', validUntil: '2027-03-31', demo: true } })));
    await screen.findByRole('heading', { level: 1, name: 'Dr. Sarah Namuli' });
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('UMDPC UMDPC/12345 · licence valid 2027 (demo data)')).toBeInTheDocument();
    demo.unmount();
    const real = renderPage(handlers(makeDoctor({ licence: { umdpcNumber: 'UMDPC/777', validUntil: '2026-12-31', demo: false } })));
    await screen.findByRole('heading', { level: 1, name: 'Dr. Sarah Namuli' });
    expect(screen.getByText('UMDPC UMDPC/777 · licence valid 2026')).toBeInTheDocument();
    real.unmount();
    renderPage(handlers(makeDoctor({ licence: null })));
    await screen.findByRole('heading', { level: 1, name: 'Dr. Sarah Namuli' });
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(screen.queryByText(/UMDPC/)).not.toBeInTheDocument();
  });

  it("shows 'Error loading doctor profile' for an unknown doctor, without a retry", async () => {
    renderPage(handlers(makeDoctor(), { doctor: { getDoctor: () => Promise.reject(gatewayError('We could not find that doctor.', 404, 'NOT_FOUND')) } }), '/doctor/nobody');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading doctor profile');
    expect(alert).toHaveTextContent('Please try again later');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    expect(document.title).toBe('Error loading doctor profile | Musawo');
  });

  it('offers Try again when the server failed, and shows the doctor once it answers', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderPage(
      handlers(makeDoctor(), {
        doctor: { getDoctor: () => (fail ? Promise.reject(gatewayError('Server unavailable', 503, 'UNAVAILABLE')) : { success: true, results: makeDoctor() }) },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading doctor profile');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Sarah Namuli' })).toBeInTheDocument();
  });

  it('Back goes to the doctor search when the page was opened directly', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/find-doctor');
  });

  it('Back goes one step back when the visitor came from another page', async () => {
    const user = userEvent.setup();
    renderPage(handlers(), '/results', (
      <Route
        path="/results"
        element={
          <>
            <p>Results page</p>
            <Link to="/doctor/doc-1">Open doctor</Link>
          </>
        }
      />
    ));
    await user.click(screen.getByRole('link', { name: 'Open doctor' }));
    await screen.findByRole('heading', { level: 1, name: 'Dr. Sarah Namuli' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Results page')).toBeInTheDocument();
  });
});

// Issue 44: the newest reviews on the page itself (the server renders them from the page's data), the dialog for all.
describe('the first reviews on the page', () => {
  const section = () => screen.getByRole('region', { name: 'Patient Reviews' });

  it('lists the newest reviews with name or Anonymous, stars, date and text, and opens the dialog for all', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Dr. Sarah Namuli' });
    const items = await within(section()).findAllByRole('listitem');
    expect(within(section()).getByRole('list', { name: 'Newest reviews' })).toBeInTheDocument();
    expectTheTwoReviews(items);

    await user.click(within(section()).getByRole('button', { name: 'Read all 12 reviews' }));
    expect(await screen.findByRole('dialog', { name: 'Patient Reviews' })).toBeInTheDocument();
  });

  it('shows a review with markup, a closing script tag and quotes as its text', async () => {
    const text = `</script><script>alert("x")</script><b onmouseover='y'>bold</b> & "quoted"`;
    renderPage(handlers(makeDoctor(), { Reviews: { queryReviews: () => ({ success: true, results: [{ id: 'r9', rating: 4, reviewText: text, createdAt: '2026-01-20T09:00:00.000Z', patientId: { name: '<i>Ann</i>', imageUrl: null } }], total: 1 }) } }));
    const [item] = await within(await screen.findByRole('region', { name: 'Patient Reviews' })).findAllByRole('listitem');
    expect(item).toHaveTextContent(text);
    expect(item).toHaveTextContent('<i>Ann</i>');
    expect(item?.querySelector('script, b, i')).toBeNull();
  });

  it("says 'No reviews yet' without asking for the dialog when the doctor has none", async () => {
    renderPage(handlers(makeDoctor({ rating: 'New', reviews: 0 }), { Reviews: { queryReviews: () => ({ success: true, results: [], total: 0 }) } }));
    await screen.findByRole('heading', { level: 1, name: 'Dr. Sarah Namuli' });
    expect(within(section()).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(section()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps its title and the control to open the dialog when the first reviews fail', async () => {
    const { gateway } = renderPage(handlers(makeDoctor(), { Reviews: { queryReviews: () => Promise.reject(gatewayError('Server unavailable', 503, 'UNAVAILABLE')) } }));
    await screen.findByRole('heading', { level: 1, name: 'Dr. Sarah Namuli' });
    await waitFor(() => expect(gateway.callsTo('Reviews', 'queryReviews').length).toBeGreaterThan(0));
    expect(within(section()).queryByRole('list')).not.toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Read all 12 reviews' })).toBeInTheDocument();
  });
});

describe('Patient Reviews dialog', () => {
  it('fetches reviews only when opened, and lists name or Anonymous, stars, date and text', async () => {
    const user = userEvent.setup();
    const { gateway } = renderPage();
    await user.click(await screen.findByRole('button', { name: '12 Reviews' }));
    const dialog = await screen.findByRole('dialog', { name: 'Patient Reviews' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(gateway.callsTo('Reviews', 'queryReviews')).toEqual([
      { doctorId: 'doc-1', sortBy: 'createdAt', page: 1, limit: 3 },
      { doctorId: 'doc-1', sortBy: 'createdAt', page: 1, limit: 10 },
    ]);
    expectTheTwoReviews(items);
    expect(within(items[1] as HTMLElement).getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows skeletons while loading and 'No reviews yet' when there are none", async () => {
    const user = userEvent.setup();
    let answer: (v: { success: boolean; results: never[]; total: number }) => void = () => undefined;
    renderPage(handlers(makeDoctor(), { Reviews: { queryReviews: () => new Promise((r) => (answer = r)) } }));
    await user.click(await screen.findByRole('button', { name: '12 Reviews' }));
    const dialog = await screen.findByRole('dialog', { name: 'Patient Reviews' });
    expect(within(dialog).getAllByTestId('review-skeleton')).toHaveLength(3);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading reviews...');
    act(() => answer({ success: true, results: [], total: 0 }));
    expect(await within(dialog).findByText('No reviews yet')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('review-skeleton')).not.toBeInTheDocument();
  });
});
