import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from '@musawo/shared/router';
import { createFakeGateway, LocationProbe, renderWithPlatform, removeToasts } from '@musawo/shared/testing';
import { cardiology, kampala, specialties } from '../../../testing/fixtures';
import { FindDoctorPage } from './find-doctor-page';

const gateway = () =>
  createFakeGateway({
    Specialities: { queryAllSpecialityNoAuth: () => ({ success: true, results: specialties }) },
    places: {
      autocomplete: () => ({ success: true, results: [kampala] }),
      geocode: () => ({ success: true, results: kampala }),
    },
  });

function renderWizard() {
  return renderWithPlatform(<FindDoctorPage />, {
    gateway: gateway(),
    route: '/find-doctor',
    path: '/find-doctor',
    extraRoutes: <Route path="/search-results" element={<LocationProbe />} />,
  });
}

const buttons = () => ({
  back: screen.getByRole('button', { name: 'Back' }),
  next: screen.queryByRole('button', { name: 'Next' }),
  search: screen.queryByRole('button', { name: 'Search Doctors' }),
});

async function pickKampala(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: 'Your location' }), 'Kamp');
  act(() => jest.advanceTimersByTime(200));
  await user.click(await screen.findByRole('option', { name: /Kampala/ }));
}

/** The destructive-style toast: an error toast is role=alert. */
async function expectErrorToast(text: string) {
  const message = await screen.findByText(text);
  expect(message.closest('[role="alert"]')).toBeInTheDocument();
}

describe('FindDoctorPage (the three-step wizard)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => removeToasts());
    jest.useRealTimers();
  });

  it('step 1 shows Back (disabled) and Next but not Search Doctors; Next without a location toasts and stays', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWizard();
    expect(screen.getByRole('heading', { level: 1, name: 'Find Your Doctor' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Where are you located?' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Location');
    const b = buttons();
    expect(b.back).toBeDisabled();
    expect(b.next).toBeInTheDocument();
    expect(b.search).not.toBeInTheDocument();

    await user.click(b.next!);
    await expectErrorToast('Please enter your location');
    expect(screen.getByRole('heading', { name: 'Where are you located?' })).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Your location' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Where are you located?' })).toBeInTheDocument();
  });

  it('from step 2 Next is gone and Search Doctors shows; searching without a specialty toasts; Back returns to step 1', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWizard();
    await pickKampala(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('heading', { name: 'Which type of doctor do you need?' })).toHaveFocus();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Specialty');
    let b = buttons();
    expect(b.next).not.toBeInTheDocument();
    expect(b.search).toBeInTheDocument();
    expect(b.back).toBeEnabled();

    await user.click(b.search!);
    await expectErrorToast('Please select a specialty');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Where are you located?' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Your location' })).toHaveValue('Kampala');
    b = buttons();
    expect(b.next).toBeInTheDocument();
    expect(b.search).not.toBeInTheDocument();
  });

  it('location → specialty → symptoms → Search Doctors opens the results with all three in the URL', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWizard();
    await pickKampala(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('combobox', { name: 'Specialty' }));
    await user.click(await screen.findByRole('option', { name: 'Cardiology' }));

    expect(screen.getByRole('heading', { name: 'What symptoms do you have?' })).toBeInTheDocument();
    expect(buttons().search).toBeInTheDocument();
    expect(buttons().next).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Symptoms' }), 'Dizziness{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add Chest pain' }));
    await user.click(screen.getByRole('button', { name: 'Search Doctors' }));

    const url = new URL(screen.getByTestId('location').textContent ?? '', 'http://x');
    expect(url.pathname).toBe('/search-results');
    expect(JSON.parse(url.searchParams.get('location') ?? '')).toEqual({ address: 'Kampala', lat: kampala.lat, lng: kampala.lng });
    expect(JSON.parse(url.searchParams.get('specialty') ?? '')).toEqual(cardiology);
    expect(url.searchParams.get('symptoms')).toBe('Dizziness,Chest pain');
  });

  it('symptoms are optional: Search Doctors from step 2 with a specialty chosen earlier goes straight away', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWizard();
    await pickKampala(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('combobox', { name: 'Specialty' }));
    await user.click(await screen.findByRole('option', { name: 'Paediatrics' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('combobox', { name: 'Specialty' })).toHaveTextContent('Paediatrics');
    await user.click(screen.getByRole('button', { name: 'Search Doctors' }));
    expect(new URL(screen.getByTestId('location').textContent ?? '', 'http://x').searchParams.get('symptoms')).toBe('');
  });
});
