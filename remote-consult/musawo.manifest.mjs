// What the consultations remote is (ADR 323): the registry, the shell's guards and menus, the dev servers and the
// tool lists are derived from this file. Only the appointment's doctor and patient (the server checks which).
/** @type {import('@musawo/build-kit').RemoteManifest} */
export default {
  name: 'consult',
  devPort: 3005,
  routes: [{ path: '/consult/:appointmentId', guard: 'signed-in', page: 'RoomPage' }],
};
