import { Navigate, Route, Routes } from 'react-router-dom';
import { Page, RemoteRoot, type RemoteAppModule } from '@musawo/shared/react';

/** Routes of the content remote (DESIGN §1). /app and /for-providers are aliases the footer links to. */
export function App() {
  return (
    <RemoteRoot name="content" version={__APP_VERSION__}>
      <Routes>
        <Route path="/articles" element={<Page title="Health Tips" lead="Daily wellness advice from Ugandan doctors." />} />
        <Route path="/articles/:id" element={<Page title="Health Tip" />} />
        <Route path="/about" element={<Page title="About Us" />} />
        <Route path="/privacy" element={<Page title="Privacy Policy" />} />
        <Route path="/terms" element={<Page title="Terms of Service" />} />
        <Route path="/contact" element={<Page title="Contact Us" />} />
        <Route path="/help" element={<Page title="Help Center" />} />
        <Route path="/join" element={<Page title="Join our network" />} />
        <Route path="/app-download" element={<Page title="Get the Musawo app" />} />
        <Route path="/careers" element={<Page title="Careers" />} />
        <Route path="/app" element={<Navigate to="/app-download" replace />} />
        <Route path="/for-providers" element={<Navigate to="/join" replace />} />
      </Routes>
    </RemoteRoot>
  );
}

void ({ App } satisfies RemoteAppModule);
