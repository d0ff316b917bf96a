// One consultation call over WebRTC (issue 33): audio first, video when asked for, peer to peer, signalled over the
// room's socket. The caller rings; once the other side joins, the caller offers. Later changes (video on, an ICE
// restart after a dropped network) are negotiated by whichever side needs them, the patient's side yielding when
// both offer at once. A dropped connection restarts ICE without ringing again; if that fails, the call says so.
// Issue 50: two calls started at once become one (a side that has not rung yet, or whose call id is the higher,
// joins the other's); a ring from the other side while this one still holds a call means that side left it (a
// reload), as does its page coming back in no call: the stale call is dropped and either side can call again.
// "Calling…" gives up after CONSULT_RING_MS, and a ring the server refuses says why.
import { CONSULT_RING_MS, type ClientFrame, type PartyRole, type ServerFrame } from '@musawo/shared/contracts';
import type { ConsultText } from '../../../i18n';
import { capOpus, OPUS_MAX_BITRATE, VIDEO_MAX_BITRATE } from './sdp';

/** What to tell the person, as a message of the remote's catalogue (the panel says it in the page's language). */
type CallNotice = Extract<ConsultText, `call.notice.${string}`>;

type CallPhase = 'idle' | 'ringing-out' | 'ringing-in' | 'connecting' | 'connected' | 'reconnecting' | 'failed' | 'ended';

export interface CallSnapshot {
  phase: CallPhase;
  muted: boolean;
  video: boolean;
  remoteVideo: boolean;
  connectedAt: number | null;
  /** Set when the call ended or could not go on: what to tell the person. */
  notice: CallNotice | null;
}

export interface CallSessionOptions {
  role: PartyRole;
  iceServers: () => RTCIceServer[];
  send: (frame: ClientFrame) => void;
  onChange: (snapshot: CallSnapshot) => void;
  onRemoteStream: (stream: MediaStream | null) => void;
  onLocalVideo: (stream: MediaStream | null) => void;
  media?: Pick<MediaDevices, 'getUserMedia'>;
  Peer?: typeof RTCPeerConnection;
}

/** How long a dropped call may try to come back before it says it cannot. */
const RECONNECT_LIMIT_MS = 20_000;
const VIDEO = { width: { ideal: 640 }, height: { ideal: 360 }, frameRate: { max: 24 } };

/** The callee stops ringing a little after the caller gives up (in case the caller's "end" is lost). */
const RING_IN_MS = CONSULT_RING_MS + 5_000;
const LIVE: readonly CallPhase[] = ['ringing-out', 'ringing-in', 'connecting', 'connected', 'reconnecting'];
const IN_CALL: readonly CallPhase[] = ['connecting', 'connected', 'reconnecting'];

const newCallId = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(/[^A-Za-z0-9-]/g, '');

export class CallSession {
  #s: CallSnapshot = { phase: 'idle', muted: false, video: false, remoteVideo: false, connectedAt: null, notice: null };
  #callId: string | null = null;
  #pc: RTCPeerConnection | null = null;
  #mic: MediaStream | null = null;
  #camera: MediaStreamTrack | null = null;
  #makingOffer = false;
  #ignoreOffer = false;
  #reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  #restartTimer: ReturnType<typeof setTimeout> | undefined;
  #ringTimer: ReturnType<typeof setTimeout> | undefined;
  /** This side's ring went out (before, a ring from the other side simply wins). */
  #rang = false;
  /** This side took the other's simultaneous call while its microphone was still being opened. */
  #acceptOnMic = false;

  constructor(private readonly o: CallSessionOptions) {}

  get snapshot(): CallSnapshot {
    return this.#s;
  }

  get peer(): RTCPeerConnection | null {
    return this.#pc;
  }

  /** The call this page is in (said when the socket signs in again), null for none. */
  get activeCallId(): string | null {
    return LIVE.includes(this.#s.phase) ? this.#callId : null;
  }

  #set(patch: Partial<CallSnapshot>): void {
    this.#s = { ...this.#s, ...patch };
    this.o.onChange(this.#s);
  }

  get #media(): Pick<MediaDevices, 'getUserMedia'> {
    return this.o.media ?? navigator.mediaDevices;
  }

  /** "Start audio call": rings the other side. */
  async start(): Promise<void> {
    // The other side's ring arrived as this side pressed Start (the button was still on screen): one call, theirs.
    if (this.#s.phase === 'ringing-in') return this.join();
    if (this.#s.phase !== 'idle' && this.#s.phase !== 'ended' && this.#s.phase !== 'failed') return;
    const callId = newCallId();
    this.#callId = callId;
    this.#rang = false;
    this.#acceptOnMic = false;
    this.#set({ phase: 'ringing-out', notice: null, muted: false, video: false, remoteVideo: false, connectedAt: null });
    let mic: MediaStream;
    try {
      mic = await this.#media.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true } });
    } catch {
      if (this.#acceptOnMic && this.#callId !== null) this.o.send({ t: 'call', op: 'decline', callId: this.#callId });
      this.#finish('call.notice.noMicrophone');
      return;
    }
    if ((this.#s.phase as CallPhase) !== 'ringing-out' && !this.#acceptOnMic) {
      // Ended meanwhile (cancelled, or the other side went): the microphone is not kept.
      for (const track of mic.getTracks()) track.stop();
      return;
    }
    this.#mic = mic;
    if (this.#acceptOnMic) {
      // The other side's call came first: this side joins it instead of ringing.
      this.#acceptOnMic = false;
      this.#createPeer();
      if (this.#callId !== null) this.o.send({ t: 'call', op: 'accept', callId: this.#callId });
      return;
    }
    this.#rang = true;
    this.o.send({ t: 'call', op: 'ring', callId });
    clearTimeout(this.#ringTimer);
    this.#ringTimer = setTimeout(() => {
      if (this.#s.phase !== 'ringing-out' || this.#callId !== callId) return;
      this.o.send({ t: 'call', op: 'end', callId });
      this.#finish('call.notice.noAnswer');
    }, CONSULT_RING_MS);
  }

  /** Takes the other side's call, started at the same time as this side's: both end up in one call. */
  #adopt(callId: string): void {
    clearTimeout(this.#ringTimer);
    this.#callId = callId;
    this.#set({ phase: 'connecting', notice: null });
    if (this.#mic === null) {
      this.#acceptOnMic = true;
      return;
    }
    this.#createPeer();
    this.o.send({ t: 'call', op: 'accept', callId });
  }

  #ringIn(callId: string): void {
    this.#callId = callId;
    this.#set({ phase: 'ringing-in', notice: null, muted: false, video: false, remoteVideo: false, connectedAt: null });
    clearTimeout(this.#ringTimer);
    this.#ringTimer = setTimeout(() => {
      if (this.#s.phase === 'ringing-in' && this.#callId === callId) this.#finish('call.notice.missed');
    }, RING_IN_MS);
  }

  /** "Join": answers a ringing call. */
  async join(): Promise<void> {
    if (this.#s.phase !== 'ringing-in' || this.#callId === null) return;
    clearTimeout(this.#ringTimer);
    this.#set({ phase: 'connecting' });
    try {
      this.#mic = await this.#media.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true } });
    } catch {
      this.o.send({ t: 'call', op: 'decline', callId: this.#callId });
      this.#finish('call.notice.noMicrophone');
      return;
    }
    this.#createPeer();
    this.o.send({ t: 'call', op: 'accept', callId: this.#callId });
  }

  decline(): void {
    if (this.#s.phase !== 'ringing-in' || this.#callId === null) return;
    this.o.send({ t: 'call', op: 'decline', callId: this.#callId });
    this.#finish(null);
  }

  /** "End call". */
  end(): void {
    if (this.#callId !== null && this.#s.phase !== 'idle' && this.#s.phase !== 'ended') this.o.send({ t: 'call', op: 'end', callId: this.#callId });
    this.#finish('call.notice.ended');
  }

  setMuted(muted: boolean): void {
    for (const track of this.#mic?.getAudioTracks() ?? []) track.enabled = !muted;
    this.#set({ muted });
  }

  /** "Turn on video" / "Turn off video": 360p at most 300 kbps; off stops the camera (no renegotiation). */
  async setVideo(on: boolean): Promise<void> {
    const pc = this.#pc;
    if (pc === null || this.#callId === null) return;
    const transceiver = pc.getTransceivers().find((t) => t.receiver.track.kind === 'video');
    if (!on) {
      this.#camera?.stop();
      this.#camera = null;
      if (transceiver !== undefined) await transceiver.sender.replaceTrack(null);
      this.o.onLocalVideo(null);
      this.o.send({ t: 'call', op: 'video-off', callId: this.#callId });
      this.#set({ video: false });
      return;
    }
    let camera: MediaStreamTrack | undefined;
    try {
      camera = (await this.#media.getUserMedia({ video: VIDEO })).getVideoTracks()[0];
    } catch {
      camera = undefined;
    }
    if (camera === undefined) {
      this.#set({ notice: 'call.notice.noCamera' });
      return;
    }
    this.#camera = camera;
    if (transceiver !== undefined) {
      await transceiver.sender.replaceTrack(camera);
      if (transceiver.direction !== 'sendrecv') transceiver.direction = 'sendrecv';
      await this.#capVideo(transceiver.sender);
    } else {
      const added = pc.addTransceiver(camera, { direction: 'sendrecv', sendEncodings: [{ maxBitrate: VIDEO_MAX_BITRATE }] });
      await this.#capVideo(added.sender);
    }
    this.o.onLocalVideo(new MediaStream([camera]));
    this.o.send({ t: 'call', op: 'video-on', callId: this.#callId });
    this.#set({ video: true });
  }

  /** What the peer connection has received: audio packets, for the call's "receiving audio" indicator. */
  async audioPacketsReceived(): Promise<number> {
    if (this.#pc === null) return 0;
    let packets = 0;
    (await this.#pc.getStats()).forEach((report: { type?: string; kind?: string; packetsReceived?: number }) => {
      if (report.type === 'inbound-rtp' && report.kind === 'audio') packets += report.packetsReceived ?? 0;
    });
    return packets;
  }

  /** Frames of the room's socket that concern calls. */
  async onFrame(frame: ServerFrame): Promise<void> {
    if (frame.t === 'call') return this.#onCall(frame);
    if (frame.t === 'signal' && frame.callId === this.#callId) return this.#onSignal(frame);
    if (frame.t === 'presence') return this.#onPresence(frame);
    if (frame.t === 'error' && frame.callId !== undefined && frame.callId === this.#callId && this.#s.phase === 'ringing-out') {
      // The server did not ring the other side: say why ("Start" says it too until that changes).
      this.#finish(frame.code === 'OTHER_AWAY' ? 'call.notice.otherAway' : 'call.notice.notOpen');
    }
  }

  /** The other side's page came back: a call it is not in is over here too; a ring it may have missed goes again. */
  #onPresence(frame: Extract<ServerFrame, { t: 'presence' }>): void {
    if (frame.role === this.o.role || !frame.online || frame.callId === undefined || this.#callId === null) return;
    if (frame.callId === this.#callId) return;
    const phase = this.#s.phase;
    if (phase === 'ringing-out' && this.#rang) this.o.send({ t: 'call', op: 'ring', callId: this.#callId });
    else if (phase === 'ringing-in') this.#finish('call.notice.missed');
    else if (IN_CALL.includes(phase)) this.#finish('call.notice.otherLeft');
  }

  async #onCall(frame: Extract<ServerFrame, { t: 'call' }>): Promise<void> {
    switch (frame.op) {
      case 'ring': {
        if (frame.callId === this.#callId) return;
        const phase = this.#s.phase;
        if (phase === 'ringing-out') {
          // Both pressed Start: one call. Before this side's ring went out the other's wins; after, the lower id.
          if (!this.#rang || this.#callId === null || frame.callId < this.#callId) this.#adopt(frame.callId);
          return;
        }
        // A new ring while this side still holds a call: the other side left that one (a reload) and calls again.
        if (IN_CALL.includes(phase)) this.#finish(null);
        this.#ringIn(frame.callId);
        return;
      }
      case 'accept':
        if (frame.callId !== this.#callId || this.#s.phase !== 'ringing-out') return;
        clearTimeout(this.#ringTimer);
        this.#set({ phase: 'connecting' });
        this.#createPeer();
        // The caller's microphone goes in now: the first offer follows (negotiationneeded).
        for (const track of this.#mic?.getAudioTracks() ?? []) this.#pc?.addTrack(track, this.#mic as MediaStream);
        await this.#capAudio();
        return;
      case 'decline':
        if (frame.callId === this.#callId) this.#finish('call.notice.declined');
        return;
      case 'end':
        if (frame.callId === this.#callId) this.#finish(this.#s.phase === 'ringing-in' ? 'call.notice.missed' : 'call.notice.ended');
        return;
      case 'video-on':
      case 'video-off':
        if (frame.callId === this.#callId) this.#set({ remoteVideo: frame.op === 'video-on' });
        return;
    }
  }

  #createPeer(): void {
    const Peer = this.o.Peer ?? RTCPeerConnection;
    const pc = new Peer({ iceServers: this.o.iceServers() });
    this.#pc = pc;
    const remote = new MediaStream();
    this.o.onRemoteStream(remote);
    pc.ontrack = (event) => {
      remote.addTrack(event.track);
      this.o.onRemoteStream(remote);
    };
    pc.onicecandidate = ({ candidate }) => {
      if (this.#callId === null) return;
      const c = candidate?.toJSON();
      this.o.send({ t: 'signal', callId: this.#callId, candidate: c === undefined ? null : { candidate: c.candidate ?? '', sdpMid: c.sdpMid ?? null, sdpMLineIndex: c.sdpMLineIndex ?? null, usernameFragment: c.usernameFragment ?? null } });
    };
    pc.onnegotiationneeded = () => void this.#offer(false);
    pc.onconnectionstatechange = () => this.#onConnection(pc.connectionState);
  }

  async #offer(iceRestart: boolean): Promise<void> {
    const pc = this.#pc;
    if (pc === null || this.#callId === null) return;
    try {
      this.#makingOffer = true;
      const offer = await pc.createOffer(iceRestart ? { iceRestart: true } : undefined);
      if (pc.signalingState !== 'stable') return;
      await pc.setLocalDescription({ type: 'offer', sdp: capOpus(offer.sdp ?? '') });
      this.o.send({ t: 'signal', callId: this.#callId, description: { type: 'offer', sdp: pc.localDescription?.sdp ?? '' } });
    } finally {
      this.#makingOffer = false;
    }
  }

  async #onSignal(frame: Extract<ServerFrame, { t: 'signal' }>): Promise<void> {
    const pc = this.#pc;
    if (pc === null) return;
    const polite = this.o.role === 'patient';
    if (frame.description !== undefined) {
      const description = frame.description;
      const collision = description.type === 'offer' && (this.#makingOffer || pc.signalingState !== 'stable');
      this.#ignoreOffer = !polite && collision;
      if (this.#ignoreOffer) return;
      await pc.setRemoteDescription(description);
      if (description.type === 'offer') {
        this.#attachMicToOffer(pc);
        const answer = await pc.createAnswer();
        await pc.setLocalDescription({ type: 'answer', sdp: capOpus(answer.sdp ?? '') });
        await this.#capAudio();
        if (this.#callId !== null) this.o.send({ t: 'signal', callId: this.#callId, description: { type: 'answer', sdp: pc.localDescription?.sdp ?? '' } });
      }
      return;
    }
    if (frame.candidate !== undefined) {
      try {
        await pc.addIceCandidate(frame.candidate ?? undefined);
      } catch (err) {
        if (!this.#ignoreOffer) throw err;
      }
    }
  }

  /** The side that joined sends its microphone on the audio line the caller's offer opened (no second offer). */
  #attachMicToOffer(pc: RTCPeerConnection): void {
    const track = this.#mic?.getAudioTracks()[0];
    if (track === undefined) return;
    const audio = pc.getTransceivers().find((t) => t.receiver.track.kind === 'audio');
    if (audio === undefined || audio.sender.track !== null) return;
    void audio.sender.replaceTrack(track);
    audio.direction = 'sendrecv';
  }

  async #capAudio(): Promise<void> {
    for (const sender of this.#pc?.getSenders() ?? []) {
      if (sender.track?.kind !== 'audio') continue;
      const params = sender.getParameters();
      if (params.encodings === undefined || params.encodings.length === 0) continue;
      params.encodings = params.encodings.map((e) => ({ ...e, maxBitrate: OPUS_MAX_BITRATE }));
      await sender.setParameters(params).catch(() => undefined);
    }
  }

  async #capVideo(sender: RTCRtpSender): Promise<void> {
    const params = sender.getParameters();
    if (params.encodings === undefined || params.encodings.length === 0) return;
    params.encodings = params.encodings.map((e) => ({ ...e, maxBitrate: VIDEO_MAX_BITRATE }));
    await sender.setParameters(params).catch(() => undefined);
  }

  #onConnection(state: RTCPeerConnectionState): void {
    if (state === 'connected') {
      clearTimeout(this.#reconnectTimer);
      clearTimeout(this.#restartTimer);
      this.#set({ phase: 'connected', connectedAt: this.#s.connectedAt ?? Date.now(), notice: null });
      return;
    }
    if (state === 'disconnected' || state === 'failed') {
      if (this.#s.phase !== 'connected' && this.#s.phase !== 'reconnecting') return;
      if (this.#s.phase === 'connected') {
        this.#set({ phase: 'reconnecting', notice: 'call.notice.reconnecting' });
        // Give up after RECONNECT_LIMIT_MS: say so, and offer the phone.
        this.#reconnectTimer = setTimeout(() => {
          if (this.#s.phase === 'reconnecting') {
            if (this.#callId !== null) this.o.send({ t: 'call', op: 'end', callId: this.#callId });
            this.#finish('call.notice.dropped');
          }
        }, RECONNECT_LIMIT_MS);
      }
      // A brief 'disconnected' often heals alone; 'failed' (or a long drop) restarts ICE on the same call.
      clearTimeout(this.#restartTimer);
      this.#restartTimer = setTimeout(() => this.#pc?.restartIce(), state === 'failed' ? 0 : 2_000);
    }
  }

  #finish(notice: CallNotice | null): void {
    clearTimeout(this.#ringTimer);
    this.#acceptOnMic = false;
    clearTimeout(this.#reconnectTimer);
    clearTimeout(this.#restartTimer);
    this.#pc?.close();
    this.#pc = null;
    for (const track of this.#mic?.getTracks() ?? []) track.stop();
    this.#mic = null;
    this.#camera?.stop();
    this.#camera = null;
    this.o.onRemoteStream(null);
    this.o.onLocalVideo(null);
    this.#set({ phase: this.#s.phase === 'idle' ? 'idle' : 'ended', muted: false, video: false, remoteVideo: false, connectedAt: null, notice });
  }

  dispose(): void {
    if (this.#s.phase !== 'idle' && this.#s.phase !== 'ended' && this.#s.phase !== 'failed') this.end();
  }
}
