import { lazy, Suspense } from 'react';
import { Route, Routes } from '@musawo/shared/router';
import { RemoteRoot, Spinner, type RemoteAppModule } from '@musawo/shared/react';

// The room is its own chunk: the call and socket code load only when someone opens a consultation.
const RoomPage = lazy(() => import('./features/room/components/room-page').then((m) => ({ default: m.RoomPage })));

/** Routes of the consultations remote (issue 33); the shell guards them (signed-in doctors and patients only). */
export function App() {
  return (
    <RemoteRoot name="consult" version={__APP_VERSION__}>
      <Suspense fallback={<Spinner label="Opening the consultation room" />}>
        <Routes>
          <Route path="/consult/:appointmentId" element={<RoomPage />} />
        </Routes>
      </Suspense>
    </RemoteRoot>
  );
}

void ({ App } satisfies RemoteAppModule);
