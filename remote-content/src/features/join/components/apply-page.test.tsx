import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeGateway, gatewayError, renderWithPlatform } from '@musawo/shared/testing';
import { ApplyPage } from './apply-page';

const specialties = [{ id: 'sp-1', speciality_name: 'Paediatrics', image: '', tags: [] }];
const licence = () => new File(['%PDF-1.4 licence'], 'licence.pdf', { type: 'application/pdf' });
const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => ({ success: true, results: { id: 'copy-1' } }) });
  global.fetch = fetchMock;
});

const setup = (submit: () => unknown = () => ({ success: true, message: 'Application received' })) => {
  const user = userEvent.setup();
  const gateway = createFakeGateway({
    Specialities: { queryAllSpecialityNoAuth: () => ({ success: true, results: specialties }) },
    auth: { sendOTPRegistration: () => ({ success: true }), verifyPhoneNumberWeb: () => ({ success: true }) },
    applications: { submit: submit as never },
  });
  renderWithPlatform(<ApplyPage />, { gateway, route: '/join/apply' });
  return { user, gateway };
};

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Dr. Grace Namusoke');
  await user.selectOptions(await screen.findByRole('combobox', { name: /Specialty/ }), 'sp-1');
  await user.type(screen.getByRole('textbox', { name: /District/ }), 'Wakiso');
  await user.type(screen.getByRole('textbox', { name: /Facility/ }), 'Entebbe Hospital');
  await user.type(screen.getByRole('textbox', { name: /UMDPC registration number/ }), 'umdpc/12345');
  await user.type(screen.getByLabelText(/Practising licence expiry date/), '2099-06-30');
  await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '0772123456');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await user.type(await screen.findByRole('textbox', { name: /Code from the SMS/ }), '1234');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'grace@example.ug');
  await user.upload(screen.getByLabelText(/Copy of your practising licence/), licence());
}

describe('Apply page', () => {
  it('an empty submit says what is missing under each field and focuses the first', async () => {
    const { user, gateway } = setup();
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const name = screen.getByRole('textbox', { name: /Full name/ });
    expect(name).toHaveAccessibleDescription('Please enter your full name.');
    expect(screen.getByRole('combobox', { name: /Specialty/ })).toHaveAccessibleDescription('Please choose your specialty.');
    expect(screen.getByRole('textbox', { name: /UMDPC registration number/ })).toHaveAccessibleDescription(/Please enter your UMDPC registration number\./);
    expect(screen.getByLabelText(/Practising licence expiry date/)).toHaveAccessibleDescription('Please enter the date your practising licence expires.');
    expect(screen.getByLabelText(/Copy of your practising licence/)).toHaveAccessibleDescription(/Please add a copy of your practising licence\./);
    await waitFor(() => expect(name).toHaveFocus());
    expect(gateway.callsTo('applications', 'submit')).toEqual([]);
  });

  it('verifies the phone with the texted code, uploads the licence copy and shows "Application received"', async () => {
    const { user, gateway } = setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('heading', { name: 'Application received' })).toBeInTheDocument();
    expect(gateway.callsTo('auth', 'sendOTPRegistration')).toEqual([{ phone_number: '0772123456' }]);
    expect(gateway.callsTo('auth', 'verifyPhoneNumberWeb')).toEqual([{ phone_number: '0772123456', verificationCode: '1234' }]);
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/applications\/licence-copies$/), expect.objectContaining({ method: 'POST', headers: { 'content-type': 'application/pdf' } }));
    expect(gateway.callsTo('applications', 'submit')).toEqual([
      { name: 'Dr. Grace Namusoke', specialtyId: 'sp-1', district: 'Wakiso', facility: 'Entebbe Hospital', umdpcNumber: 'UMDPC/12345', licenceExpiresOn: '2099-06-30', phoneNumber: '0772123456', email: 'grace@example.ug', licenceCopyId: 'copy-1' },
    ]);
  });

  it('says a duplicate registration number at its field, with focus there', async () => {
    const { user } = setup(() => Promise.reject(gatewayError('An application with this UMDPC registration number has already been received.', 409, 'CONFLICT', 'umdpcNumber')));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const field = screen.getByRole('textbox', { name: /UMDPC registration number/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription(/already been received/));
    expect(field).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Application received' })).not.toBeInTheDocument();
  });

  it('refuses a file that is not a PDF or an image at the file field, before sending anything', async () => {
    const { user } = setup();
    await fillIn(user);
    const input = screen.getByLabelText(/Copy of your practising licence/);
    // A browser's file picker can be told to show every file: the form checks the type itself.
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['x'], 'licence.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription(/as a PDF or a photo/));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
