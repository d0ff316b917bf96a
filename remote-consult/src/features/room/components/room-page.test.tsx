import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsultMessage, ConsultRoom, ServerFrame } from '@musawo/shared/contracts';
import { accountKey } from '@musawo/shared/query-keys';
import { createFakeGateway, gatewayError, removeToasts, renderWithPlatform, testDoctor, testPatient, type FakeHandlers } from '@musawo/shared/testing';
import { LanguageProvider } from '@musawo/shared/react';
import { createLanguageStore } from '@musawo/shared/runtime';
import { consultTexts } from '../../../i18n';
import { RoomPage } from './room-page';

afterEach(() => act(() => removeToasts()));

/** A WebSocket stand-in: records what the page sends and lets the test play the server. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.();
    }, 0);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  serve(frame: ServerFrame) {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) }));
  }
}
beforeEach(() => {
  FakeSocket.all = [];
});

const message = (n: number, over: Partial<ConsultMessage> = {}): ConsultMessage => ({
  id: `m${n}`,
  appointmentId: 'apt-1',
  sender: 'doctor',
  senderName: 'Dr. Sarah Atim',
  kind: 'text',
  text: `Message ${n}`,
  createdAt: '2026-11-20T07:30:00.000Z',
  ...over,
});

const room = (over: Partial<ConsultRoom> = {}): ConsultRoom => ({
  appointmentId: 'apt-1',
  status: 'ACCEPTED',
  role: 'patient',
  appointment_date: '2026-11-20T09:00:00.000Z',
  appointment_time: '10:30',
  startsAt: '2026-01-01T07:30:00.000Z',
  opensAt: '2026-01-01T07:15:00.000Z',
  doctor: { id: 'd1', name: 'Dr. Sarah Atim' },
  patient: { id: 'p1', name: 'Aisha Nakato' },
  messages: [message(1, { text: '<b>Hello</b>, how are you feeling?' })],
  notes: null,
  phoneRequest: null,
  otherOnline: false,
  patientWaiting: false,
  iceServers: [],
  ...over,
});

function renderRoom(r: ConsultRoom | Error, user = testPatient, extra: FakeHandlers['consult'] = {}) {
  const gateway = createFakeGateway({
    consult: {
      getRoom: async () => {
        if (r instanceof Error) throw r;
        return { success: true, results: r };
      },
      ...extra,
    },
  });
  const result = renderWithPlatform(<RoomPage WebSocketImpl={FakeSocket as unknown as typeof WebSocket} />, { gateway, user, route: '/consult/apt-1', path: '/consult/:appointmentId' });
  return { ...result, gateway };
}

const socket = async () => {
  await waitFor(() => expect(FakeSocket.all.length).toBeGreaterThan(0));
  const s = FakeSocket.all.at(-1) as FakeSocket;
  await waitFor(() => expect(s.sent[0]).toEqual({ t: 'auth', token: 'access', callId: null }));
  return s;
};

describe('Consultation room', () => {
  it('speaks Luganda when the page does (ADR 016): texts, call buttons and the room\'s events', async () => {
    await consultTexts.prepare('lg');
    const r = room({ otherOnline: true, messages: [message(1, { kind: 'event', sender: 'system', event: 'call-ended', text: 'Call ended' })] });
    const gateway = createFakeGateway({ consult: { getRoom: async () => ({ success: true, results: r }) } });
    renderWithPlatform(
      <LanguageProvider value={createLanguageStore('lg')}>
        <consultTexts.IntlProvider>
          <RoomPage WebSocketImpl={FakeSocket as unknown as typeof WebSocket} />
        </consultTexts.IntlProvider>
      </LanguageProvider>,
      { gateway, user: testPatient, route: '/consult/apt-1', path: '/consult/:appointmentId' },
    );
    expect(await screen.findByRole('heading', { name: 'Okwebuuza ku Dr. Sarah Atim' })).toBeInTheDocument();
    expect(screen.getByText(/^Essimu ewedde ·/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Obubaka bwo' })).toBeInTheDocument();
    const s = await socket();
    s.serve({ t: 'ready', role: 'patient', otherOnline: true });
    expect(await screen.findByRole('button', { name: 'Kuba essimu ey’eddoboozi' })).toBeEnabled();
  });

  it('says in person or online in the header, and shows the doctor the patient\'s booking note (issue 50 item 6)', async () => {
    const { unmount } = renderRoom(room({ role: 'doctor', visitMode: 'online', bookingNote: 'Itchy rash on both arms since Monday' }), testDoctor);
    expect(await screen.findByText('Online: audio call and messages')).toBeInTheDocument();
    expect(screen.getByText('The patient’s note when booking')).toBeInTheDocument();
    expect(screen.getByText('Itchy rash on both arms since Monday')).toBeInTheDocument();
    unmount();
    renderRoom(room({ visitMode: 'in_person' }));
    expect(await screen.findByText('In person, at the doctor’s place')).toBeInTheDocument();
    expect(screen.queryByText('The patient’s note when booking')).not.toBeInTheDocument();
  });

  it('tells anyone but the two parties that the consultation is not theirs', async () => {
    renderRoom(gatewayError('This consultation is not yours.', 404, 'NOT_FOUND'));
    expect(await screen.findByText('This consultation is not yours')).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
  });

  it('says a PENDING appointment is not accepted yet, and a cancelled room is closed with its history', async () => {
    const { unmount } = renderRoom(room({ status: 'PENDING', messages: [] }));
    expect(await screen.findByText('The doctor has not accepted this appointment yet')).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
    unmount();
    renderRoom(room({ status: 'CANCELLED' }));
    expect(await screen.findByText('This consultation room is closed')).toBeInTheDocument();
    expect(screen.getByText('<b>Hello</b>, how are you feeling?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('shows messages as plain text with sender and time, sends one, and shows the other side\'s as they come', async () => {
    const sent: string[] = [];
    renderRoom(room(), testPatient, {
      sendMessage: async ({ text }) => {
        sent.push(text);
        return { success: true, results: message(2, { sender: 'patient', senderName: 'Aisha Nakato', text }) };
      },
    });
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getByText('<b>Hello</b>, how are you feeling?')).toBeInTheDocument();
    expect(within(list).queryByRole('strong', { name: 'Hello' })).toBeNull();
    expect(within(list).getByText('Dr. Sarah Atim')).toBeInTheDocument();
    const s = await socket();
    s.serve({ t: 'ready', role: 'patient', otherOnline: true });
    expect(await screen.findByText('Dr. Sarah Atim is in the room.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Message'), 'Better, thank you');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(list).findByText('Better, thank you')).toBeInTheDocument();
    expect(sent).toEqual(['Better, thank you']);
    expect(screen.getByLabelText('Message')).toHaveValue('');

    s.serve({ t: 'message', message: message(3, { text: 'Good to hear' }) });
    expect(await within(list).findByText('Good to hear')).toBeInTheDocument();
    // The same message heard twice (the answer and the socket) is shown once.
    s.serve({ t: 'message', message: message(3, { text: 'Good to hear' }) });
    expect(within(list).getAllByText('Good to hear')).toHaveLength(1);
  });

  it('rings on an incoming call with Join and Decline; Decline answers over the socket', async () => {
    renderRoom(room());
    const s = await socket();
    s.serve({ t: 'ready', role: 'patient', otherOnline: true });
    expect(await screen.findByRole('button', { name: 'Start audio call' })).toBeEnabled();
    s.serve({ t: 'call', op: 'ring', callId: 'call-12345678', from: 'doctor' });
    expect(await screen.findByText('Incoming call')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(s.sent).toContainEqual({ t: 'call', op: 'decline', callId: 'call-12345678' });
    expect(await screen.findByRole('button', { name: 'Start audio call' })).toBeInTheDocument();
    expect(screen.queryByText('Incoming call')).not.toBeInTheDocument();
  });

  it('lets the patient ask to be phoned, and shows the doctor the number as a tel: link', async () => {
    const asked: string[] = [];
    const { unmount } = renderRoom(room(), testPatient, {
      requestPhoneCall: async ({ appointmentId }) => {
        asked.push(appointmentId);
        return { success: true, results: message(9, { kind: 'event', sender: 'system', text: 'The patient asked the doctor to phone them' }) };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ask the doctor to phone me' }));
    await waitFor(() => expect(asked).toEqual(['apt-1']));
    unmount();
    renderRoom(room({ role: 'doctor', phoneRequest: 'REQUESTED', patient: { id: 'p1', name: 'Aisha Nakato', phone_number: '+256700000001' } }), testDoctor);
    expect(await screen.findByRole('link', { name: '+256700000001' })).toHaveAttribute('href', 'tel:+256700000001');
  });

  it('shows the doctor "Patient is waiting", completes the consultation with the notes and makes the account stale', async () => {
    const completed: { notes?: string }[] = [];
    const { queryClient } = renderRoom(room({ role: 'doctor', patientWaiting: true, otherOnline: true }), testDoctor, {
      completeConsultation: async (input) => {
        completed.push(input);
        return { success: true };
      },
    });
    // What the account remote cached before the doctor opened the room: no account page is mounted beside it.
    const accountPages = ['appointments', 'overview', 'transactions'].map((area) => accountKey(testDoctor.id, area, 'cached'));
    for (const key of accountPages) queryClient.setQueryData(key, 'before');
    expect(await screen.findByText('Patient is waiting')).toBeInTheDocument();
    expect(accountPages.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([false, false, false]);
    await userEvent.type(screen.getByLabelText('Consultation notes'), 'Rest and fluids.');
    // Completing closes the room: it is asked once more, and "Not yet" changes nothing (issue 50).
    await userEvent.click(screen.getByRole('button', { name: 'Complete consultation' }));
    const confirm = await screen.findByRole('dialog', { name: 'Complete this consultation?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Not yet' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(completed).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Complete consultation' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Complete this consultation?' })).getByRole('button', { name: 'Complete consultation' }));
    await waitFor(() => expect(completed).toEqual([{ appointmentId: 'apt-1', notes: 'Rest and fluids.' }]));
    await waitFor(() => expect(accountPages.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([true, true, true]));
    // Typing the notes key by key and four dialogs' clicks: over 5 s when the machine's two cores run the server suites.
  }, 15_000);

  it('shows the patient the notes of a completed consultation and invites a review', async () => {
    renderRoom(room({ status: 'COMPLETED', notes: 'Tension headache. Rest.' }));
    expect(await screen.findByText('Tension headache. Rest.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rate your visit' })).toHaveAttribute('href', '/appointments/apt-1');
  });

  it('days before the visit the doctor sees no "Patient is waiting", and Start is disabled and says why', async () => {
    const inThreeDays = Date.now() + 3 * 24 * 60 * 60_000;
    renderRoom(room({ role: 'doctor', otherOnline: true, patientWaiting: false, startsAt: new Date(inThreeDays).toISOString(), opensAt: new Date(inThreeDays - 15 * 60_000).toISOString() }), testDoctor);
    const s = await socket();
    s.serve({ t: 'ready', role: 'doctor', otherOnline: true });
    expect(await screen.findByText('Aisha Nakato is in the room.')).toBeInTheDocument();
    const start = await screen.findByRole('button', { name: 'Start audio call' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(/^Calls open at .*, 15 minutes before the appointment\.$/);
    expect(screen.queryByText('Patient is waiting')).not.toBeInTheDocument();
  });

  it('Start waits for the other party: disabled with the reason until they come, "Patient is waiting" only while they are there', async () => {
    renderRoom(room({ role: 'doctor', otherOnline: false }), testDoctor);
    const s = await socket();
    s.serve({ t: 'ready', role: 'doctor', otherOnline: false });
    const start = await screen.findByRole('button', { name: 'Start audio call' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription('You can call once Aisha Nakato is in the room.');
    s.serve({ t: 'presence', role: 'patient', online: true, callId: null });
    expect(await screen.findByText('Patient is waiting')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start audio call' })).toBeEnabled();
    s.serve({ t: 'presence', role: 'patient', online: false });
    await waitFor(() => expect(screen.queryByText('Patient is waiting')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Start audio call' })).toBeDisabled();
  });
});
