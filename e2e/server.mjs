// Starts the real server for the journeys: a fresh SQLite database and a private copy of the built deploy/,
// so release/rollback tests can change the registry without touching the developer's deploy/.
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT ?? '8181';
// One run folder per port, so several journey runs can go on at once on one machine.
const run = path.join(root, '.tmp', `e2e-run-${port}`);
const source = process.env.E2E_DEPLOY_SOURCE || path.join(root, 'deploy');
if (!existsSync(path.join(source, 'remotes.json'))) {
  console.error(`No build at ${source}: run npm run build first.`);
  process.exit(1);
}
rmSync(run, { recursive: true, force: true });
mkdirSync(run, { recursive: true });
cpSync(source, path.join(run, 'deploy'), { recursive: true });
writeFileSync(path.join(run, 'info.json'), JSON.stringify({ deployDir: path.join(run, 'deploy') }));

const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const child = spawn(process.execPath, [tsx, path.join(root, 'server', 'src', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    HOST: '127.0.0.1',
    // A benchmark may name another database (PostgreSQL in a schema of its own: scripts/bench-pages.mjs).
    DATABASE_URL: process.env.E2E_DATABASE_URL || `sqlite:${path.join(run, 'musawo.db')}`,
    DEPLOY_DIR: path.join(run, 'deploy'),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    // Every journey's browser is 127.0.0.1: exempt it from per-address limits (allowed only under NODE_ENV=test).
    RATE_LIMIT_LOOPBACK: 'exempt',
    // Every journey books as the demo patient: her seeded wallet must outlast them all (500,000 UGX no longer does).
    DEMO_WALLET_UGX: '5000000',
  },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
