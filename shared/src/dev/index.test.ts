import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { sessionFor, testPatient } from '../testing';
import { mountDevSignIn } from '.';

afterEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
});

it('signs in as the demo patient, keeps the session where the app reads it, and reloads', async () => {
  const bodies: unknown[] = [];
  const fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    return { status: 200, json: async () => ({ success: true, ...sessionFor(testPatient) }) };
  }) as unknown as typeof globalThis.fetch;
  const reload = jest.fn();
  mountDevSignIn('/api/v1', { fetch, reload });
  const bar = screen.getByRole('complementary', { name: 'Development sign-in' });
  expect(bar).toHaveTextContent('signed out');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in as demo patient' }));
  await waitFor(() => expect(reload).toHaveBeenCalled());
  expect(JSON.stringify(bodies)).toContain('patient@musawo.test');
  expect(window.localStorage.length).toBeGreaterThan(0);

  document.body.innerHTML = '';
  mountDevSignIn('/api/v1', { fetch, reload });
  expect(screen.getByRole('complementary', { name: 'Development sign-in' })).toHaveTextContent(`signed in as ${testPatient.name} (patient)`);
  expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
});
