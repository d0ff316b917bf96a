// The room's WebSocket (issue 33): signs in with the first frame (the token is never in the URL), says it is still
// there every CONSULT_PING_MS, and comes back by itself after a dropped network, with a growing pause.
import { CONSULT_PING_MS, type ClientFrame, type ServerFrame } from '@musawo/shared/contracts';

export type SocketStatus = 'connecting' | 'open' | 'offline' | 'not-yours';

export interface RoomSocketOptions {
  url: string;
  token: () => string | undefined;
  /** The token was refused: renew it (a gateway call refreshes it), then the socket tries again. */
  renewToken: () => Promise<void>;
  /** The call this page is in, said when signing in (after a drop as after a reload), so the other side knows. */
  callId?: () => string | null;
  onFrame: (frame: ServerFrame) => void;
  onStatus: (status: SocketStatus) => void;
  /** Tests pass a fake. */
  WebSocketImpl?: typeof WebSocket;
}

const CLOSE_UNAUTHENTICATED = 4401;
const CLOSE_NOT_YOURS = 4404;

export class RoomSocket {
  #ws: WebSocket | undefined;
  #stopped = false;
  #retry = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #ping: ReturnType<typeof setInterval> | undefined;
  #queue: ClientFrame[] = [];
  #ready = false;

  constructor(private readonly o: RoomSocketOptions) {}

  start(): void {
    this.#stopped = false;
    this.#connect();
  }

  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#timer);
    clearInterval(this.#ping);
    this.#ws?.close(1000);
    this.#ws = undefined;
  }

  /** Sends now when signed in, else as soon as the socket is back (signalling must not be lost on a blip). */
  send(frame: ClientFrame): void {
    if (this.#ready && this.#ws?.readyState === 1) this.#ws.send(JSON.stringify(frame));
    else this.#queue.push(frame);
  }

  #connect(): void {
    const Impl = this.o.WebSocketImpl ?? WebSocket;
    this.o.onStatus('connecting');
    const ws = new Impl(this.o.url);
    this.#ws = ws;
    this.#ready = false;
    ws.onopen = () => ws.send(JSON.stringify({ t: 'auth', token: this.o.token() ?? '', ...(this.o.callId === undefined ? {} : { callId: this.o.callId() }) } satisfies ClientFrame));
    ws.onmessage = (event: MessageEvent) => {
      let frame: ServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as ServerFrame;
      } catch {
        return;
      }
      if (frame.t === 'ready') {
        this.#ready = true;
        this.#retry = 0;
        this.o.onStatus('open');
        clearInterval(this.#ping);
        this.#ping = setInterval(() => this.send({ t: 'ping' }), CONSULT_PING_MS);
        const queued = this.#queue;
        this.#queue = [];
        for (const f of queued) this.send(f);
      }
      this.o.onFrame(frame);
    };
    ws.onclose = (event: CloseEvent) => {
      if (this.#ws !== ws) return;
      clearInterval(this.#ping);
      this.#ready = false;
      if (this.#stopped) return;
      if (event.code === CLOSE_NOT_YOURS) {
        this.o.onStatus('not-yours');
        return;
      }
      this.o.onStatus('offline');
      const renew = event.code === CLOSE_UNAUTHENTICATED ? this.o.renewToken().catch(() => undefined) : Promise.resolve();
      const wait = Math.min(10_000, 500 * 2 ** this.#retry);
      this.#retry += 1;
      void renew.then(() => {
        if (!this.#stopped) this.#timer = setTimeout(() => this.#connect(), wait);
      });
    };
  }
}
