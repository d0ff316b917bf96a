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
