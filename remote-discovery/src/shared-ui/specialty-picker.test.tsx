import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Specialty } from '@musawo/shared/contracts';
import { createFakeGateway, gatewayError, renderWithPlatform } from '@musawo/shared/testing';
import { specialties } from '../testing/fixtures';
import { Dialog } from '@musawo/shared/react-extras';
import { SpecialtyPicker } from './specialty-picker';

function Harness() {
  const [value, setValue] = useState<Specialty | null>(null);
  return (
    <>
      <SpecialtyPicker label="Specialty" value={value} onChange={setValue} />
      <output data-testid="chosen">{value?.speciality_name ?? 'none'}</output>
    </>
  );
}

describe('SpecialtyPicker', () => {
  it('while loading shows one disabled item, "Loading specialties..."', async () => {
    const user = userEvent.setup();
    const gateway = createFakeGateway({ Specialities: { queryAllSpecialityNoAuth: () => new Promise(() => undefined) } });
    renderWithPlatform(<Harness />, { gateway });
    await user.click(screen.getByRole('combobox', { name: 'Specialty' }));
    const option = within(screen.getByRole('listbox')).getByRole('option');
    expect(option).toHaveTextContent('Loading specialties...');
    expect(option).toHaveAttribute('aria-disabled', 'true');
  });

  it('on error shows one disabled item, "Error loading specialties"', async () => {
    const user = userEvent.setup();
    const gateway = createFakeGateway({ Specialities: { queryAllSpecialityNoAuth: () => Promise.reject(gatewayError('down', 503)) } });
    renderWithPlatform(<Harness />, { gateway });
    await user.click(screen.getByRole('combobox', { name: 'Specialty' }));
    const option = await within(screen.getByRole('listbox')).findByRole('option', { name: 'Error loading specialties' });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    await user.click(option);
    expect(screen.getByTestId('chosen')).toHaveTextContent('none');
  });

  it('is chosen with the keyboard: options have an image and a name; arrows, typing and Enter', async () => {
    const user = userEvent.setup();
    const gateway = createFakeGateway({ Specialities: { queryAllSpecialityNoAuth: () => ({ success: true, results: specialties }) } });
    const { queryClient } = renderWithPlatform(<Harness />, { gateway });
    const combo = screen.getByRole('combobox', { name: 'Specialty' });
    await waitFor(() => expect(queryClient.getQueryData(['specialties'])).toEqual(specialties));
    combo.focus();
    await user.keyboard('{ArrowDown}');
    const options = await within(screen.getByRole('listbox')).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Cardiology', 'Paediatrics', 'Dermatology']);
    expect(options[0]!.querySelector('img')).toHaveAttribute('src', specialties[0]!.image);
    expect(combo).toHaveAttribute('aria-activedescendant', options[0]!.id);

    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('chosen')).toHaveTextContent('Paediatrics');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(combo).toHaveTextContent('Paediatrics');

    await user.keyboard('d');
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('chosen')).toHaveTextContent('Dermatology');

    await user.keyboard('{ArrowDown}{Escape}');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('chosen')).toHaveTextContent('Dermatology');
  });

  it('in a dialog, Escape first closes only the list, then the dialog', async () => {
    const user = userEvent.setup();
    const gateway = createFakeGateway({ Specialities: { queryAllSpecialityNoAuth: () => ({ success: true, results: specialties }) } });
    const onClose = jest.fn();
    renderWithPlatform(
      <Dialog open onClose={onClose} title="Filters">
        <SpecialtyPicker label="Specialty" value={null} onChange={() => undefined} />
      </Dialog>,
      { gateway },
    );
    const combo = screen.getByRole('combobox', { name: 'Specialty' });
    expect(combo).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(combo).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(combo).toHaveAttribute('aria-expanded', 'false');
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a click on the label focuses the combobox', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<Harness />);
    await user.click(screen.getByText('Specialty'));
    expect(screen.getByRole('combobox', { name: 'Specialty' })).toHaveFocus();
  });
});
