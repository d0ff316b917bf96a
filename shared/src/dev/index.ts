// `npm run dev -w remote-<name>`: a bar above a remote running alone that signs in as a demo account, so a team can
// open its guarded pages without the shell (ADR 323). Only the standalone page (src/bootstrap.tsx) imports it: no
// release and no shell carries it. Plain DOM, so it shares nothing with the remote's React tree: a sign-in writes
// the session to localStorage, as the shell's sign-in does, and reloads the page.
import { createHttpGateway } from '../runtime/http-gateway';
import { createSessionStore } from '../runtime/session-store';

/** The demo accounts the server seeds where SEED_DEMO is on (README), never in production. */
const DEMO_ACCOUNTS = [
  { label: 'demo patient', emailOrPhone: 'patient@musawo.test', password: 'Patient#2026' },
  { label: 'demo doctor', emailOrPhone: 'doctor@musawo.test', password: 'Doctor#2026' },
] as const;

/** Tests pass their own fetch and reload; the page uses the browser's. */
export interface DevSignInOptions {
  fetch?: typeof fetch;
  reload?: () => void;
}

export function mountDevSignIn(apiBase: string, options: DevSignInOptions = {}): void {
  const doc = document;
  const reload = options.reload ?? (() => window.location.reload());
  const session = createSessionStore(window.localStorage, window.sessionStorage);
  const gateway = createHttpGateway({ baseUrl: apiBase, session, ...(options.fetch ? { fetch: options.fetch } : {}) });
  const bar = doc.createElement('aside');
  bar.setAttribute('aria-label', 'Development sign-in');
  bar.style.cssText = 'display:flex;gap:.5rem;align-items:center;padding:.25rem .75rem;font:14px system-ui;background:#FEF3C7;border-bottom:1px solid #D97706';
  const status = doc.createElement('span');
  const user = session.get()?.user;
  status.textContent = user ? `Standalone dev: signed in as ${user.name} (${user.userType})` : 'Standalone dev: signed out';
  bar.append(status);
  const button = (text: string, onClick: () => Promise<void>) => {
    const b = doc.createElement('button');
    b.type = 'button';
    b.textContent = text;
    b.addEventListener('click', () => {
      onClick()
        .then(reload)
        .catch((err: unknown) => (status.textContent = `Sign-in failed: ${err instanceof Error ? err.message : String(err)}`));
    });
    bar.append(b);
  };
  for (const account of DEMO_ACCOUNTS) {
    button(`Sign in as ${account.label}`, async () => {
      const r = await gateway.call('auth', 'login', { emailOrPhone: account.emailOrPhone, password: account.password });
      if (!r.user || !r.tokens) throw new Error('the server answered without a session (is SEED_DEMO on?)');
      session.set({ user: r.user, tokens: r.tokens });
    });
  }
  if (user) button('Sign out', async () => session.clear());
  doc.body.prepend(bar);
}
