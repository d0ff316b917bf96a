// What the booking remote is (ADR 323): the registry, the shell's guards and menus, the dev servers and the
// tool lists are derived from this file.
/** @type {import('@musawo/build-kit').RemoteManifest} */
export default {
  name: 'booking',
  devPort: 3002,
  // The booking card's calendar is the kit's part "calendar": the shell starts it with its own scripts (ADR 326).
  routes: [{ path: '/doctor/:id', guard: 'public', page: 'DoctorPage', parts: ['calendar'] }],
  // The doctor's profile, exactly as doctorQuery asks for it (src/features/doctor-profile/api/use-doctor.ts): the
  // page's response preloads it, so it arrives with the scripts (ADR 011). The journeys check that one request serves both.
  earlyReads: [{ route: '/doctor/:id', service: 'doctor', action: 'getDoctor', input: { doctorId: ':id', currency: 'UGX' } }],
  paints: ['/doctor/:id'],
};
