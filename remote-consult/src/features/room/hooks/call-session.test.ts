// A consultation call whose network drops (issue 33): the call restarts ICE on the same peer connection without
// ringing again, comes back as the same call (its timer keeps running), and says so when it cannot come back within
// 20 s. The peer connection and the microphone are stand-ins: jsdom has no WebRTC; the real one runs in consult.spec.ts.
import type { ClientFrame } from '@musawo/shared/contracts';
import { CallSession, type CallSnapshot } from './call-session';

class FakeTrack {
  kind = 'audio';
  enabled = true;
  stopped = false;
  stop() {
    this.stopped = true;
  }
}

class FakeStream {
  readonly tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = []) {
    this.tracks = tracks;
  }
  getTracks() {
    return this.tracks;
  }
  getAudioTracks() {
    return this.tracks.filter((t) => t.kind === 'audio');
  }
  addTrack(t: FakeTrack) {
    this.tracks.push(t);
  }
}

class FakePeer {
  static last: FakePeer | undefined;
  connectionState: RTCPeerConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  restarts = 0;
  closed = false;
  onconnectionstatechange: (() => void) | null = null;
  ontrack: unknown = null;
  onicecandidate: unknown = null;
  onnegotiationneeded: unknown = null;
  constructor() {
    FakePeer.last = this;
  }
  addTrack() {
    return {};
  }
  getSenders() {
    return [];
  }
  getTransceivers() {
    return [];
  }
  restartIce() {
    this.restarts++;
  }
  close() {
    this.closed = true;
  }
  /** The browser's ICE agent moving the connection to `state`. */
  become(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

async function connectedCall() {
  const sent: ClientFrame[] = [];
  const phases: CallSnapshot[] = [];
  const microphone = new FakeTrack();
  const session = new CallSession({
    role: 'doctor',
    iceServers: () => [],
    send: (f) => sent.push(f),
    onChange: (s) => phases.push(s),
    onRemoteStream: () => undefined,
    onLocalVideo: () => undefined,
    media: { getUserMedia: async () => new FakeStream([microphone]) as unknown as MediaStream },
    Peer: FakePeer as unknown as typeof RTCPeerConnection,
  });
  await session.start();
  const ring = sent.find((f) => f.t === 'call' && f.op === 'ring');
  if (ring?.t !== 'call') throw new Error('the call did not ring');
  await session.onFrame({ t: 'call', op: 'accept', callId: ring.callId, from: 'patient' });
  const peer = FakePeer.last;
  if (!peer) throw new Error('no peer connection');
  peer.become('connected');
  expect(session.snapshot.phase).toBe('connected');
  return { session, peer, sent, microphone, callId: ring.callId };
}

const rings = (sent: ClientFrame[]) => sent.filter((f) => f.t === 'call' && f.op === 'ring').length;

beforeAll(() => {
  Object.assign(globalThis, { MediaStream: FakeStream });
});

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

test('a dropped network restarts ICE on the same call after 2 s, without ringing again, and the call comes back', async () => {
  const { session, peer, sent } = await connectedCall();
  const connectedAt = session.snapshot.connectedAt;

  peer.become('disconnected');
  expect(session.snapshot).toMatchObject({ phase: 'reconnecting', notice: 'call.notice.reconnecting' });
  jest.advanceTimersByTime(1_999);
  expect(peer.restarts).toBe(0);
  jest.advanceTimersByTime(1);
  expect(peer.restarts).toBe(1);

  peer.become('connected');
  expect(session.snapshot).toMatchObject({ phase: 'connected', notice: null, connectedAt });
  expect(rings(sent)).toBe(1);
  // Once back, the 20 s limit no longer runs: nothing ends the call later.
  jest.advanceTimersByTime(60_000);
  expect(session.snapshot.phase).toBe('connected');
  expect(sent.some((f) => f.t === 'call' && f.op === 'end')).toBe(false);
  expect(peer.closed).toBe(false);
});

test('a failed connection restarts ICE at once', async () => {
  const { session, peer } = await connectedCall();
  peer.become('failed');
  expect(session.snapshot.phase).toBe('reconnecting');
  jest.advanceTimersByTime(0);
  expect(peer.restarts).toBe(1);
});

test('a call that cannot come back within 20 s ends, says it dropped, and frees the microphone', async () => {
  const { session, peer, sent, microphone, callId } = await connectedCall();
  peer.become('disconnected');
  jest.advanceTimersByTime(2_000);
  peer.become('failed');
  jest.advanceTimersByTime(17_999);
  expect(session.snapshot.phase).toBe('reconnecting');
  jest.advanceTimersByTime(1);
  expect(session.snapshot).toMatchObject({ phase: 'ended', notice: 'call.notice.dropped', connectedAt: null });
  expect(sent.at(-1)).toEqual({ t: 'call', op: 'end', callId });
  expect(peer.closed).toBe(true);
  expect(microphone.stopped).toBe(true);
  expect(rings(sent)).toBe(1);
});

// Issue 50: calls that recover and never ring into the void.

function newSession(role: 'patient' | 'doctor', deliver?: (f: ClientFrame) => void) {
  const sent: ClientFrame[] = [];
  const microphone = new FakeTrack();
  const session = new CallSession({
    role,
    iceServers: () => [],
    send: (f) => {
      sent.push(f);
      deliver?.(f);
    },
    onChange: () => undefined,
    onRemoteStream: () => undefined,
    onLocalVideo: () => undefined,
    media: { getUserMedia: async () => new FakeStream([microphone]) as unknown as MediaStream },
    Peer: FakePeer as unknown as typeof RTCPeerConnection,
  });
  return { session, sent, microphone };
}

const ringOf = (sent: ClientFrame[]): string => {
  const ring = sent.find((f) => f.t === 'call' && f.op === 'ring');
  if (ring?.t !== 'call') throw new Error('no ring');
  return ring.callId;
};

test('"Calling…" gives up after 45 s: the ring is ended, the caller is told, and the microphone is freed', async () => {
  const { session, sent, microphone } = newSession('patient');
  await session.start();
  const callId = ringOf(sent);
  jest.advanceTimersByTime(44_999);
  expect(session.snapshot.phase).toBe('ringing-out');
  jest.advanceTimersByTime(1);
  expect(session.snapshot).toMatchObject({ phase: 'ended', notice: 'call.notice.noAnswer' });
  expect(sent.at(-1)).toEqual({ t: 'call', op: 'end', callId });
  expect(microphone.stopped).toBe(true);
});

test('an incoming ring that nobody answers stops ringing by itself; a cancelled one shows as missed', async () => {
  const { session } = newSession('doctor');
  await session.onFrame({ t: 'call', op: 'ring', callId: 'ring-in-0001', from: 'patient' });
  expect(session.snapshot.phase).toBe('ringing-in');
  jest.advanceTimersByTime(50_000);
  expect(session.snapshot).toMatchObject({ phase: 'ended', notice: 'call.notice.missed' });
  await session.onFrame({ t: 'call', op: 'ring', callId: 'ring-in-0002', from: 'patient' });
  await session.onFrame({ t: 'call', op: 'end', callId: 'ring-in-0002', from: 'patient' });
  expect(session.snapshot).toMatchObject({ phase: 'ended', notice: 'call.notice.missed' });
});

test('both press Start at once: one call, the one with the lower id, answered by the other side', async () => {
  const wire: { patient?: CallSession; doctor?: CallSession } = {};
  const queue: (() => Promise<void>)[] = [];
  const relay = (to: 'patient' | 'doctor', from: 'patient' | 'doctor') => (f: ClientFrame) => {
    if (f.t === 'call') queue.push(() => wire[to]?.onFrame({ ...f, from }) ?? Promise.resolve());
  };
  const p = newSession('patient', relay('doctor', 'patient'));
  const d = newSession('doctor', relay('patient', 'doctor'));
  wire.patient = p.session;
  wire.doctor = d.session;
  // Both rings are out before either hears the other's.
  await Promise.all([p.session.start(), d.session.start()]);
  while (queue.length > 0) await queue.shift()?.();
  const [low] = [ringOf(p.sent), ringOf(d.sent)].sort();
  const accepts = [...p.sent, ...d.sent].filter((f) => f.t === 'call' && f.op === 'accept');
  expect(accepts).toEqual([{ t: 'call', op: 'accept', callId: low }]);
  expect([p.session.snapshot.phase, d.session.snapshot.phase]).toEqual(['connecting', 'connecting']);
  // Nothing times out later: the merged call is no longer "Calling…".
  jest.advanceTimersByTime(60_000);
  expect([p.session.snapshot.phase, d.session.snapshot.phase]).toEqual(['connecting', 'connecting']);
});

test('a ring that arrives while this side is still opening its microphone is joined instead of ringing back', async () => {
  const { session, sent } = newSession('doctor');
  const starting = session.start();
  await session.onFrame({ t: 'call', op: 'ring', callId: 'zzzz-first-ring', from: 'patient' });
  await starting;
  expect(sent.filter((f) => f.t === 'call')).toEqual([{ t: 'call', op: 'accept', callId: 'zzzz-first-ring' }]);
  expect(session.snapshot.phase).toBe('connecting');
});

test('Start pressed as the other side\'s ring arrives (the button still on screen) joins that call', async () => {
  const { session, sent } = newSession('doctor');
  await session.onFrame({ t: 'call', op: 'ring', callId: 'ring-came-first', from: 'patient' });
  expect(session.snapshot.phase).toBe('ringing-in');
  await session.start();
  expect(sent.filter((f) => f.t === 'call')).toEqual([{ t: 'call', op: 'accept', callId: 'ring-came-first' }]);
  expect(session.snapshot.phase).toBe('connecting');
});

test('the other side reloads mid-call: its page comes back in no call, the stale call ends here and either side can call again', async () => {
  const { session, peer, callId } = await connectedCall();
  peer.become('disconnected');
  // A network blip: the other page comes back still in this call, which goes on.
  await session.onFrame({ t: 'presence', role: 'patient', online: true, callId });
  expect(session.snapshot.phase).toBe('reconnecting');
  // A reload: its page is in no call.
  await session.onFrame({ t: 'presence', role: 'patient', online: true, callId: null });
  expect(session.snapshot).toMatchObject({ phase: 'ended', notice: 'call.notice.otherLeft' });
  expect(peer.closed).toBe(true);
  expect(session.activeCallId).toBeNull();
  // The reloaded side calls: this side rings.
  await session.onFrame({ t: 'call', op: 'ring', callId: 'after-reload-1', from: 'patient' });
  expect(session.snapshot.phase).toBe('ringing-in');
});

test('a ring from the other side while this side still holds a call replaces the stale call (its presence came late)', async () => {
  const { session, peer } = await connectedCall();
  peer.become('disconnected');
  await session.onFrame({ t: 'call', op: 'ring', callId: 'after-reload-2', from: 'patient' });
  expect(peer.closed).toBe(true);
  expect(session.snapshot.phase).toBe('ringing-in');
  await session.join();
  expect(session.snapshot.phase).toBe('connecting');
});

test('a ring the server refuses says why instead of "Calling…"; a ring the other side may have missed goes again when it comes back', async () => {
  const { session, sent } = newSession('doctor');
  await session.start();
  await session.onFrame({ t: 'error', code: 'OTHER_AWAY', message: 'The other party is not in the room.', callId: ringOf(sent) });
  expect(session.snapshot).toMatchObject({ phase: 'ended', notice: 'call.notice.otherAway' });

  const again = newSession('doctor');
  await again.session.start();
  const callId = ringOf(again.sent);
  await again.session.onFrame({ t: 'presence', role: 'patient', online: true, callId: null });
  expect(again.sent.filter((f) => f.t === 'call' && f.op === 'ring')).toEqual([
    { t: 'call', op: 'ring', callId },
    { t: 'call', op: 'ring', callId },
  ]);
  expect(again.session.snapshot.phase).toBe('ringing-out');
});
