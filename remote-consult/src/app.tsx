import { lazy, Suspense } from 'react';
import { Route, Routes } from '@musawo/shared/router';
import { RemoteRoot, Spinner, type RemoteAppModule } from '@musawo/shared/react';
import { consultTexts, useT } from './i18n';

// The room is its own chunk: the call and socket code load only when someone opens a consultation.
const RoomPage = lazy(() => import('./features/room/components/room-page').then((m) => ({ default: m.RoomPage })));

/** Routes of the consultations remote (issue 33); the shell guards them (signed-in doctors and patients only). */
export function App() {
  return (
    <RemoteRoot name="consult" version={__APP_VERSION__}>
      <consultTexts.IntlProvider>
        <Suspense fallback={<Opening />}>
          <Routes>
            <Route path="/consult/:appointmentId" element={<RoomPage />} />
          </Routes>
        </Suspense>
      </consultTexts.IntlProvider>
    </RemoteRoot>
  );
}

function Opening() {
  const t = useT();
  return <Spinner label={t.t('app.opening')} />;
}

void ({ App } satisfies RemoteAppModule);
