import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Earnings, Payout, RpcInput } from '@musawo/shared/contracts';
import { createFakeGateway, gatewayError, removeToasts, renderWithPlatform, testDoctor } from '@musawo/shared/testing';
import { earningsTexts } from '../i18n';
import { PAYOUT_POLL_MS } from '../api/use-earnings';
import { EarningsSection, withdrawSchema } from './earnings-section';

afterEach(() => {
  act(() => removeToasts());
  jest.useRealTimers();
});

const earnings = (over: Partial<Earnings> = {}): Earnings => ({
  completedConsultations: 3, fees: 150_000, platformFee: 0, earned: 150_000, withdrawn: 20_000, inProgress: 0, withdrawable: 130_000, balance: 130_000,
  currency: 'UGX', minimum: 5_000, perDay: 3, usedToday: 0, approvalAbove: 1_000_000, phone: '+256772000002', recent: [], ...over,
});
const payout = (over: Partial<Payout> = {}): Payout => ({ id: 'p1', status: 'PENDING', amount: 30_000, currency: 'UGX', provider: 'MTN', phone: '+256772000002', createdAt: '2026-11-28T06:00:00.000Z', ...over });

type WithdrawIn = RpcInput<'Payout', 'withdraw'>;

/** Lets the fake gateway's answers (and, with fake timers, `ms` of polling) land inside act. */
const settle = async (ms = 0) => {
  await act(async () => {
    if (ms > 0) jest.advanceTimersByTime(ms);
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
};

function setup(opts: { data?: Earnings; withdraw?: (input: WithdrawIn) => Payout | Promise<Payout>; statuses?: Payout[]; statement?: (month: string) => never } = {}) {
  const user = userEvent.setup({ delay: null });
  const sent: WithdrawIn[] = [];
  const months: string[] = [];
  const statuses = [...(opts.statuses ?? [])];
  const gateway = createFakeGateway({
    Payout: {
      earnings: async () => ({ success: true, results: opts.data ?? earnings() }),
      withdraw: async (input) => {
        sent.push(input);
        return { success: true, results: await (opts.withdraw ?? (() => payout({ amount: input.amount, provider: input.provider })))(input) };
      },
      status: async () => ({ success: true, results: statuses.length > 1 ? (statuses.shift() as Payout) : (statuses[0] ?? payout()) }),
      statement: async ({ month }) => {
        months.push(month);
        if (opts.statement) return opts.statement(month);
        return { success: true, results: { fileName: `musawo-statement-${month}.csv`, csv: '"Date"\r\n' } };
      },
    },
  });
  renderWithPlatform(<EarningsSection />, { gateway, user: testDoctor });
  return { user, sent, months };
}

describe('Withdraw rules', () => {
  const schema = withdrawSchema(earningsTexts.english, { minimum: 5_000, withdrawable: 40_000 });
  const problems = (v: { amount: string; provider: '' | 'MTN' | 'AIRTEL' }) => Object.fromEntries((schema.safeParse(v).error?.issues ?? []).map((i) => [i.path[0], i.message]));
  it('says what is wrong with the amount and the provider', () => {
    expect(problems({ amount: '', provider: '' })).toEqual({ amount: 'Enter an amount to withdraw.', provider: 'Choose MTN Mobile Money or Airtel Money.' });
    expect(problems({ amount: '12.5', provider: 'MTN' })).toEqual({ amount: 'Enter a whole number of shillings.' });
    expect(problems({ amount: '4999', provider: 'MTN' }).amount).toMatch(/^The smallest withdrawal is UGX\s5,000\.$/);
    expect(problems({ amount: '40,001', provider: 'MTN' }).amount).toMatch(/^You can withdraw at most UGX\s40,000 now\.$/);
    expect(problems({ amount: '40,000', provider: 'AIRTEL' })).toEqual({});
  });
});

describe('EarningsSection', () => {
  it('shows the earnings figures', async () => {
    setup();
    expect(await screen.findByText('Completed consultations')).toBeInTheDocument();
    expect(screen.getByText('Can be withdrawn').nextSibling?.textContent).toMatch(/130,000/);
    expect(screen.getByText('Platform fee').nextSibling?.textContent).toMatch(/0/);
    expect(screen.getByText('To your verified number +256772000002.')).toBeInTheDocument();
  });

  it('explains a platform fee of 0', async () => {
    setup();
    expect(await screen.findByText('Musawo keeps no platform fee for now: the whole fee of each completed consultation is yours.')).toBeInTheDocument();
  });

  it('shows a platform fee above 0 without the note', async () => {
    setup({ data: earnings({ platformFee: 15_000, earned: 135_000 }) });
    expect((await screen.findByText('Platform fee')).nextSibling?.textContent).toMatch(/15,000/);
    expect(screen.queryByText(/keeps no platform fee/)).toBeNull();
  });

  it('says a bad amount next to its field and sends nothing', async () => {
    const { user, sent } = setup();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const amount = screen.getByLabelText(/Amount \(UGX\)/);
    expect(await screen.findByText('Enter an amount to withdraw.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveFocus();
    await user.type(amount, '200000');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/You can withdraw at most UGX\s130,000 now\./)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('withdraws with one idempotency key per attempt, follows the payout until it is paid', async () => {
    jest.useFakeTimers();
    const { user, sent } = setup({ statuses: [payout({ status: 'PENDING' }), payout({ status: 'SUCCESS' })] });
    await user.type(await screen.findByLabelText(/Amount \(UGX\)/), '30,000');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await settle();
    expect(await screen.findByText(/UGX\s30,000 is on its way to \+256772000002\./)).toBeInTheDocument();
    expect(sent).toEqual([{ amount: 30_000, provider: 'MTN', idempotencyKey: expect.any(String) }]);
    await settle(PAYOUT_POLL_MS * 2);
    await waitFor(() => expect(screen.getByText(/UGX\s30,000 was sent to \+256772000002\./)).toBeInTheDocument());
    await user.type(screen.getByLabelText(/Amount \(UGX\)/), '5000');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await settle();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
  });

  it("shows the server's refusal at its field, and keeps the key for a resend", async () => {
    let calls = 0;
    const { user, sent } = setup({
      withdraw: () => {
        calls += 1;
        throw calls === 1 ? gatewayError('You can withdraw at most 3 times a day. Please try again tomorrow.', 409, 'PAYOUT_DAILY_LIMIT', 'amount') : new Error('network down');
      },
    });
    await user.type(await screen.findByLabelText(/Amount \(UGX\)/), '10000');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('You can withdraw at most 3 times a day. Please try again tomorrow.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
  });

  it('asks a doctor without a verified phone to verify it first', async () => {
    setup({ data: earnings({ phone: null }) });
    expect(await screen.findByText('Verify your phone number in your profile to withdraw.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Amount \(UGX\)/)).not.toBeInTheDocument();
  });

  describe('monthly statement', () => {
    const created: Blob[] = [];
    let clicked: { href: string; download: string }[] = [];
    beforeEach(() => {
      created.length = 0;
      clicked = [];
      // jsdom has no object URLs and does not follow a download link: record what the page asks for.
      URL.createObjectURL = jest.fn((blob: Blob) => {
        created.push(blob);
        return `blob:statement-${created.length}`;
      });
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push({ href: this.href, download: this.download });
      });
    });
    afterEach(() => jest.restoreAllMocks());

    it("downloads the chosen month's CSV under the server's file name, and lets the address go", async () => {
      const { user, months } = setup();
      const month = await screen.findByLabelText(/^Month/, { selector: 'input' });
      await user.clear(month);
      await user.type(month, '2026-10');
      await user.click(screen.getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(clicked).toEqual([{ href: 'blob:statement-1', download: 'musawo-statement-2026-10.csv' }]));
      expect(months).toEqual(['2026-10']);
      expect(created[0]?.type).toBe('text/csv;charset=utf-8');
      // jsdom's Blob has no text(): read it as a browser's FileReader would.
      const text = await new Promise<unknown>((done) => {
        const reader = new FileReader();
        reader.onload = () => done(reader.result);
        reader.readAsText(created[0] as Blob);
      });
      expect(text).toBe('"Date"\r\n');
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:statement-1');
    });

    it('asks for a month when none is chosen, and shows a refusal at the field', async () => {
      const { user, months } = setup({ statement: () => { throw gatewayError('No statement for that month.', 400, 'BAD_REQUEST', 'month'); } });
      const month = await screen.findByLabelText(/^Month/, { selector: 'input' });
      await user.clear(month);
      await user.click(screen.getByRole('button', { name: 'Download CSV' }));
      expect(await screen.findByText('Choose a month.')).toBeInTheDocument();
      expect(months).toEqual([]);
      await user.type(month, '2026-09');
      await user.click(screen.getByRole('button', { name: 'Download CSV' }));
      expect(await screen.findByText('No statement for that month.')).toBeInTheDocument();
      expect(clicked).toEqual([]);
    });
  });
});
