import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createLanguageStore } from '../runtime/language-store';
import { GatewayError } from '../runtime/gateway';
import { createFakeGateway, gatewayError, removeToasts, renderWithPlatform } from '../testing';
import { LanguageProvider } from './intl';
import { useOtpSender } from './use-code-sender';

function Sender() {
  const otp = useOtpSender(false);
  return (
    <>
      <button type="button" onClick={() => void otp.send('+256700000001')}>
        send
      </button>
      <output>{otp.wait}</output>
    </>
  );
}

function send(lang: 'en' | 'lg' | 'sw', fails: boolean) {
  const gateway = createFakeGateway({
    auth: {
      sendOTPRegistration: async () => {
        if (fails) throw gatewayError('', 502, 'HTTP_502');
        return { success: true, message: 'OTP Sent' };
      },
    },
  });
  renderWithPlatform(
    <LanguageProvider value={createLanguageStore(lang)}>
      <Sender />
    </LanguageProvider>,
    { gateway },
  );
  return userEvent.setup().click(screen.getByRole('button', { name: 'send' }));
}

// The code sender's toasts come from react-extras' own catalogue (not the first view's), in the page's language.
describe('useOtpSender', () => {
  afterEach(() => act(() => removeToasts()));

  it.each([
    ['en', 'OTP Sent', 'Please check your phone for the verification code'],
    ['lg', 'Koodi eweerezeddwa', 'Kebera essimu yo ofune koodi ey’okukakasa'],
    ['sw', 'Nambari imetumwa', 'Tafadhali angalia simu yako upate nambari ya uthibitisho'],
  ] as const)('%s: a sent code', async (lang, title, text) => {
    await send(lang, false);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([
    ['en', 'Error', 'Failed to send OTP'],
    ['lg', 'Waliwo ekisobu', 'Koodi tesobodde kuweerezebwa'],
    ['sw', 'Hitilafu', 'Imeshindikana kutuma nambari'],
  ] as const)('%s: a code that could not be sent', async (lang, title, text) => {
    await send(lang, true);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("counts down the server's pause when it refuses with retryAfter, not a fixed 30 s", async () => {
    const gateway = createFakeGateway({
      auth: {
        sendOTPRegistration: async () => {
          throw new GatewayError('This number has been sent several codes already. Please wait 12 minutes and try again.', 429, 'RATE_LIMITED', undefined, undefined, 720);
        },
      },
    });
    renderWithPlatform(<Sender />, { gateway });
    await userEvent.setup().click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText('720')).toBeInTheDocument();
  });
});
