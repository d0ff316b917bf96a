import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../shared/build/create-app-config.mjs';

export default createAppConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  kind: 'remote',
  name: 'musawo_booking',
  port: 3002,
  exposes: { './App': './src/app.tsx' },
  // The doctor's profile, exactly as doctorQuery asks for it (src/features/doctor-profile/api/use-doctor.ts): the
  // page's response preloads it, so it arrives with the scripts (ADR 011). The journeys check that one request serves both.
  earlyReads: [{ route: '/doctor/:id', service: 'doctor', action: 'getDoctor', input: { doctorId: ':id', currency: 'UGX' } }],
});
