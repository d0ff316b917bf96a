import { useState } from 'react';
import { Link } from '@musawo/shared/router';
import { useSessionStore } from '@musawo/shared/react';
import { Tabs } from '@musawo/shared/react-extras';
import { AuthCard } from '../components/auth-card';
import { BookingSummary } from '../components/booking-summary';
import { EmailSignIn } from '../components/email-sign-in';
import { ForgotPassword } from '../components/forgot-password';
import { PhoneSignIn } from '../components/phone-sign-in';
import { authTexts, useT } from '../i18n';

/** /signin (spec §2.8). */
/** The page in the visitor's language: the auth pages' catalogue is in their own chunk. */
export function SignInPage() {
  return (
    <authTexts.IntlProvider>
      <SignIn />
    </authTexts.IntlProvider>
  );
}

function SignIn() {
  const t = useT();
  const store = useSessionStore();
  const [intent] = useState(() => store.getBookingIntent());
  const [view, setView] = useState<'signin' | 'forgot'>('signin');
  return (
    <AuthCard title={t.t('signIn.title')} subtitle={t.t('signIn.subtitle')}>
      {intent && <BookingSummary intent={intent} />}
      {view === 'forgot' ? (
        <ForgotPassword onBack={() => setView('signin')} />
      ) : (
        <>
          <Tabs
            label={t.t('signIn.with')}
            fullWidth
            defaultValue="email"
            tabs={[
              { id: 'email', label: t.t('signIn.email'), panel: <EmailSignIn onForgot={() => setView('forgot')} /> },
              { id: 'phone', label: t.t('signIn.phone'), panel: <PhoneSignIn /> },
            ]}
          />
          <p>
            {t.rich('signIn.noAccount', {
              link: (chunks) => (
                <Link key="signup" to="/signup">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </>
      )}
    </AuthCard>
  );
}
