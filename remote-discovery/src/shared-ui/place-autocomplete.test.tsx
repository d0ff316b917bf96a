import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from '@musawo/shared/contracts';
import { createFakeGateway, gatewayError, renderWithPlatform } from '@musawo/shared/testing';
import { kampala, kasese } from '../testing/fixtures';
import { EMPTY_LOCATION } from './search-url';
import { Dialog } from '@musawo/shared/react-extras';
import { PlaceAutocomplete } from './place-autocomplete';

function Harness() {
  const [location, setLocation] = useState<Location>(EMPTY_LOCATION);
  return (
    <>
      <PlaceAutocomplete label="Your location" value={location} onChange={setLocation} />
      <output data-testid="location">{JSON.stringify(location)}</output>
    </>
  );
}

const shown = () => JSON.parse(screen.getByTestId('location').textContent ?? '{}') as Location;

describe('PlaceAutocomplete', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is labelled by its label and described by its hint', () => {
    renderWithPlatform(<PlaceAutocomplete label="Where are you?" hint="Town or area, e.g. Kampala" value={EMPTY_LOCATION} onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'Where are you?' })).toHaveAccessibleDescription('Town or area, e.g. Kampala');
  });

  it('asks for places only once typing has paused for 200 ms', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const gateway = createFakeGateway({ places: { autocomplete: () => ({ success: true, results: [kampala] }) } });
    renderWithPlatform(<Harness />, { gateway });

    await user.type(screen.getByRole('combobox', { name: 'Your location' }), 'Kamp');
    act(() => jest.advanceTimersByTime(150));
    expect(gateway.callsTo('places', 'autocomplete')).toEqual([]);
    act(() => jest.advanceTimersByTime(60));
    await waitFor(() => expect(gateway.callsTo('places', 'autocomplete')).toEqual([{ query: 'Kamp', limit: 6 }]));
  });

  it('is a combobox: arrows move aria-activedescendant, Enter picks, Escape closes; picking geocodes', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const gateway = createFakeGateway({
      places: {
        autocomplete: () => ({ success: true, results: [kampala, kasese] }),
        geocode: () => ({ success: true, results: { ...kasese, lat: 0.18, lng: 30.08 } }),
      },
    });
    renderWithPlatform(<Harness />, { gateway });
    const input = screen.getByRole('combobox', { name: 'Your location' });

    await user.type(input, 'Ka');
    act(() => jest.advanceTimersByTime(200));
    const list = await screen.findByRole('listbox', { name: 'Your location' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', list.id);
    expect(screen.getAllByRole('option')).toHaveLength(2);

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    await user.keyboard('{ArrowDown}');
    const second = screen.getAllByRole('option')[1]!;
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(input).toHaveValue('Kasese');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(shown()).toEqual({ address: 'Kasese', lat: 0.18, lng: 30.08 }));
    expect(gateway.callsTo('places', 'geocode')).toEqual([{ address: 'Kasese' }]);
  });

  it('a failed geocode is only logged as a warning, and the suggestion keeps its coordinates', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const gateway = createFakeGateway({
      places: {
        autocomplete: () => ({ success: true, results: [kampala] }),
        geocode: () => Promise.reject(gatewayError('Maps are down', 503, 'UNAVAILABLE')),
      },
    });
    renderWithPlatform(<Harness />, { gateway });
    await user.type(screen.getByRole('combobox', { name: 'Your location' }), 'Kampala');
    act(() => jest.advanceTimersByTime(200));
    await user.click(await screen.findByRole('option', { name: /Kampala/ }));

    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('Geocoding "Kampala" failed'), 'Maps are down'));
    expect(error).not.toHaveBeenCalled();
    expect(shown()).toEqual({ address: 'Kampala', lat: kampala.lat, lng: kampala.lng });
    warn.mockRestore();
    error.mockRestore();
  });

  it('typing without picking keeps the text as the address, without coordinates', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const gateway = createFakeGateway({ places: { autocomplete: () => ({ success: true, results: [] }) } });
    renderWithPlatform(<Harness />, { gateway });
    await user.type(screen.getByRole('combobox', { name: 'Your location' }), 'Ntinda');
    expect(shown()).toEqual({ address: 'Ntinda', lat: '', lng: '' });
    act(() => jest.advanceTimersByTime(200));
    expect(await screen.findByText('No matching places')).toBeInTheDocument();
  });

  it('in a dialog, Escape first closes only the list, then the dialog; the text stays', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const gateway = createFakeGateway({ places: { autocomplete: () => ({ success: true, results: [kampala, kasese] }) } });
    const onClose = jest.fn();
    function InDialog() {
      const [location, setLocation] = useState<Location>(EMPTY_LOCATION);
      return (
        <Dialog open onClose={onClose} title="Change location">
          <PlaceAutocomplete label="Your location" value={location} onChange={setLocation} />
        </Dialog>
      );
    }
    renderWithPlatform(<InDialog />, { gateway });
    const input = screen.getByRole('combobox', { name: 'Your location' });
    await user.type(input, 'Ka');
    act(() => jest.advanceTimersByTime(200));
    await screen.findByRole('listbox', { name: 'Your location' });

    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('Ka');
  });
});
