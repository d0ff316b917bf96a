// The live side of the room page: its socket, the other party's presence, and the call.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@musawo/shared/query';
import type { ConsultRoom, ServerFrame } from '@musawo/shared/contracts';
import { useGateway, useSessionStore } from '@musawo/shared/react';
import { useAddMessage, useConsultKey } from '../api/use-room';
import { CallSession, type CallSnapshot } from './call-session';
import { RoomSocket, type SocketStatus } from './room-socket';

export interface RoomLive {
  status: SocketStatus;
  otherOnline: boolean;
  call: CallSnapshot;
  session: CallSession | null;
  remoteStream: MediaStream | null;
  localVideo: MediaStream | null;
}

/** The socket's address on this page's origin (ws: or wss:), under the API base. */
const socketUrl = (appointmentId: string): string => {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${__API_BASE__}/consult/${encodeURIComponent(appointmentId)}/socket`;
};

const IDLE: CallSnapshot = { phase: 'idle', muted: false, video: false, remoteVideo: false, connectedAt: null, notice: null };

export function useRoomLive(room: ConsultRoom | undefined, options: { WebSocketImpl?: typeof WebSocket } = {}): RoomLive {
  const gateway = useGateway();
  const session = useSessionStore();
  const queryClient = useQueryClient();
  const key = useConsultKey();
  const appointmentId = room?.appointmentId;
  const add = useAddMessage(appointmentId ?? '');
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const [otherOnline, setOtherOnline] = useState(room?.otherOnline ?? false);
  const [call, setCall] = useState<CallSnapshot>(IDLE);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [localVideo, setLocalVideo] = useState<MediaStream | null>(null);
  const handlers = useRef({ add, refresh: () => undefined as unknown });
  handlers.current = { add, refresh: () => queryClient.invalidateQueries({ queryKey: key('room', appointmentId ?? '') }) };

  const live = room !== undefined && room.status !== 'REJECTED' && room.status !== 'CANCELLED' && room.status !== 'COMPLETED';
  const role = room?.role;
  // Read when a call starts: a refreshed room (new TURN credentials) must not restart the socket or the call.
  const iceServers = useRef(room?.iceServers ?? []);
  iceServers.current = room?.iceServers ?? [];
  const [callSession, setCallSession] = useState<CallSession | null>(null);

  useEffect(() => {
    if (!live || appointmentId === undefined || role === undefined) return undefined;
    let callRef: CallSession | null = null;
    let readies = 0;
    const socket = new RoomSocket({
      url: socketUrl(appointmentId),
      token: () => session.get()?.tokens.access.token,
      // A gateway call refreshes an expired access token (ADR 103); the socket then signs in with the new one.
      renewToken: async () => {
        await gateway.call('consult', 'markRead', { appointmentId });
      },
      callId: () => callRef?.activeCallId ?? null,
      onStatus: setStatus,
      onFrame: (frame: ServerFrame) => {
        switch (frame.t) {
          case 'ready':
            setOtherOnline(frame.otherOnline);
            // Back after a drop: what was said meanwhile is read from the room.
            if (readies++ > 0) void handlers.current.refresh();
            return;
          case 'presence':
            setOtherOnline(frame.online);
            void callRef?.onFrame(frame).catch(() => undefined);
            return;
          case 'error':
            void callRef?.onFrame(frame).catch(() => undefined);
            return;
          case 'message':
            handlers.current.add(frame.message);
            return;
          case 'room':
            void handlers.current.refresh();
            return;
          case 'call':
          case 'signal':
            void callRef?.onFrame(frame).catch(() => undefined);
            return;
          default:
            return;
        }
      },
      ...(options.WebSocketImpl === undefined ? {} : { WebSocketImpl: options.WebSocketImpl }),
    });
    const created = new CallSession({
      role,
      iceServers: () => iceServers.current,
      send: (frame) => socket.send(frame),
      onChange: setCall,
      onRemoteStream: setRemoteStream,
      onLocalVideo: setLocalVideo,
    });
    callRef = created;
    setCallSession(created);
    socket.start();
    return () => {
      created.dispose();
      socket.stop();
    };
  }, [live, appointmentId, role, gateway, session, options.WebSocketImpl]);

  return { status, otherOnline, call, session: callSession, remoteStream, localVideo };
}
