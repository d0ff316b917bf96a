import { useState } from 'react';
import { Link } from '@musawo/shared/router';
import { Tabs, useSessionStore } from '@musawo/shared/react';
import { AuthCard } from '../components/auth-card';
import { BookingSummary } from '../components/booking-summary';
import { EmailSignIn } from '../components/email-sign-in';
import { ForgotPassword } from '../components/forgot-password';
import { PhoneSignIn } from '../components/phone-sign-in';

/** /signin (spec §2.8). */
export function SignInPage() {
  const store = useSessionStore();
  const [intent] = useState(() => store.getBookingIntent());
  const [view, setView] = useState<'signin' | 'forgot'>('signin');
  return (
    <AuthCard title="Welcome back" subtitle="Sign in to book and manage your appointments.">
      {intent && <BookingSummary intent={intent} />}
      {view === 'forgot' ? (
        <ForgotPassword onBack={() => setView('signin')} />
      ) : (
        <>
          <Tabs
            label="Sign in with"
            fullWidth
            defaultValue="email"
            tabs={[
              { id: 'email', label: 'Email', panel: <EmailSignIn onForgot={() => setView('forgot')} /> },
              { id: 'phone', label: 'Phone', panel: <PhoneSignIn /> },
            ]}
          />
          <p>
            Don&apos;t have an account? <Link to="/signup">Sign up</Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
