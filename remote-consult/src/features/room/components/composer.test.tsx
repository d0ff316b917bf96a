// Photos from a phone (issue 50): a large photo is made ~1,600 px in the browser before it is sent, and a picked file
// is shown (thumbnail, or name and size) with Send and Cancel first. jsdom has no image decoding or canvas: the
// browser's createImageBitmap and canvas are stand-ins that record what they are asked to do.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsultMessage } from '@musawo/shared/contracts';
import { createFakeGateway, removeToasts, renderWithPlatform, testPatient } from '@musawo/shared/testing';
import { Composer } from './composer';
import { MessagesList } from './messages-list';

const drawn: { width: number; height: number }[] = [];
const encoded: { type?: string; quality?: unknown }[] = [];
const posted: { type: string; name: string; size: number }[] = [];

const sentMessage = (over: Partial<ConsultMessage> = {}): ConsultMessage => ({
  id: 'f1',
  appointmentId: 'apt-1',
  sender: 'patient',
  senderName: 'Aisha Nakato',
  kind: 'file',
  text: '',
  attachment: { id: 'file-1', name: 'rash.jpg', contentType: 'image/jpeg', size: 300_000 },
  createdAt: '2026-11-20T07:30:00.000Z',
  ...over,
});

beforeEach(() => {
  drawn.length = 0;
  encoded.length = 0;
  posted.length = 0;
  // A 4,000 × 3,000 phone photo, whatever the bytes.
  Object.assign(globalThis, { createImageBitmap: jest.fn(async () => ({ width: 4000, height: 3000, close: () => undefined })) });
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const { width, height } = this;
    return { fillRect: () => undefined, drawImage: () => drawn.push({ width, height }), fillStyle: '' } as unknown as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done, type, quality) => {
    encoded.push({ type, quality });
    done(new Blob([new Uint8Array(420_000)], { type: 'image/jpeg' }));
  });
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
  global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    const body = init?.body as File;
    const headers = init?.headers as Record<string, string>;
    posted.push({ type: headers['content-type'] ?? '', name: decodeURIComponent(headers['x-file-name'] ?? ''), size: body.size });
    return { status: 200, ok: true, json: async () => ({ success: true, results: sentMessage({ attachment: { id: 'file-1', name: body.name, contentType: body.type, size: body.size } }) }) } as Response;
  }) as typeof fetch;
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => removeToasts());
});

const renderComposer = () => renderWithPlatform(<Composer appointmentId="apt-1" />, { gateway: createFakeGateway({}), user: testPatient });
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

it('an 8.7 MB photo is made a 1,600 px JPEG, shown with Send and Cancel, and only sent on Send', async () => {
  renderComposer();
  const photo = new File([new Uint8Array(8_700_000)], 'IMG_2041.png', { type: 'image/png' });
  await userEvent.upload(fileInput(), photo);
  const preview = await screen.findByRole('group', { name: 'Ready to send' });
  expect(drawn).toEqual([{ width: 1600, height: 1200 }]);
  expect(encoded).toEqual([{ type: 'image/jpeg', quality: 0.85 }]);
  expect(within(preview).getByRole('img', { name: 'Preview of IMG_2041.jpg' })).toHaveAttribute('src', 'blob:preview');
  expect(within(preview).getByText('IMG_2041.jpg (410 KB)')).toBeInTheDocument();
  expect(posted).toEqual([]);
  expect(screen.queryByText('Files can be at most 5 MB', { exact: false })).not.toBeInTheDocument();

  await userEvent.click(within(preview).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(posted).toEqual([{ type: 'image/jpeg', name: 'IMG_2041.jpg', size: 420_000 }]));
  await waitFor(() => expect(screen.queryByRole('group', { name: 'Ready to send' })).not.toBeInTheDocument());
});

it('Cancel drops the picked file; a PDF is kept as it is and shown by name and size', async () => {
  renderComposer();
  await userEvent.upload(fileInput(), new File([new Uint8Array(2_048)], 'lab-results.pdf', { type: 'application/pdf' }));
  const preview = await screen.findByRole('group', { name: 'Ready to send' });
  expect(within(preview).getByText('lab-results.pdf (2 KB)')).toBeInTheDocument();
  expect(within(preview).queryByRole('img')).not.toBeInTheDocument();
  expect(drawn).toEqual([]);
  await userEvent.click(within(preview).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('group', { name: 'Ready to send' })).not.toBeInTheDocument();
  expect(posted).toEqual([]);

  // A PDF over the limit is refused before anything is sent, saying what to do.
  await userEvent.upload(fileInput(), new File([new Uint8Array(6_000_000)], 'scan.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText('Files can be at most 5 MB. Send a smaller file, or a photo of the page instead of a scan.')).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Ready to send' })).not.toBeInTheDocument();
});

it('a thread with an image opens at its newest message once the image has loaded', async () => {
  global.fetch = jest.fn(async () => ({ status: 200, ok: true, blob: async () => new Blob(['x'], { type: 'image/jpeg' }) }) as Response) as typeof fetch;
  const messages: ConsultMessage[] = [sentMessage(), ...[1, 2, 3].map((n) => sentMessage({ id: `t${n}`, kind: 'text', text: `Later ${n}`, attachment: null }))];
  renderWithPlatform(<MessagesList messages={messages} role="patient" appointmentId="apt-1" />, { gateway: createFakeGateway({}), user: testPatient });
  const list = screen.getByRole('list', { name: 'Messages' });
  let height = 300;
  Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => height });
  Object.defineProperty(list, 'clientHeight', { configurable: true, get: () => 200 });
  const image = await screen.findByRole('img', { name: 'rash.jpg' });
  // The image arrives and makes the thread taller: the list follows it to the end.
  height = 540;
  fireEvent.load(image);
  expect(list.scrollTop).toBe(540);
});
