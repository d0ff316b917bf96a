import { useMemo, useRef, useState } from 'react';
import { phoneField, useForm, z, zodResolver } from '@musawo/shared/forms';
import { WALLET_TOP_UP, type TopUp } from '@musawo/shared/contracts';
import { english, useT, type AccountT } from '../../../i18n';

export type Provider = TopUp['provider'];
export interface TopUpValues {
  amount: string;
  phone: string;
  provider: Provider | '';
}
export type TopUpErrors = Partial<Record<keyof TopUpValues, string>>;

export const QUICK_AMOUNTS = [10_000, 20_000, 50_000, 100_000] as const;

/** Ugandan mobile numbers: 07XX XXX XXX, 7XX XXX XXX or +256 7XX XXX XXX. */
const UG_MOBILE = /^(?:\+?256|0)?(7\d{8})$/;

export function normalisePhone(raw: string): string | null {
  const m = UG_MOBILE.exec(raw.replace(/[\s-]/g, ''));
  return m ? `+256${m[1]}` : null;
}

/** MTN's prefixes are 076-078, Airtel's 070, 074 and 075: pick the wallet the number most likely belongs to. */
export function providerOf(phone: string): Provider | null {
  const n = normalisePhone(phone);
  if (!n) return null;
  const prefix = n.slice(4, 6);
  if (['76', '77', '78'].includes(prefix)) return 'MTN';
  if (['70', '74', '75'].includes(prefix)) return 'AIRTEL';
  return null;
}

function parseAmount(raw: string): number {
  const clean = raw.replace(/[,\s]/g, '').replace(/^UGX/i, '');
  return /^\d+$/.test(clean) ? Number(clean) : Number.NaN;
}

function amountProblem(raw: string, t: AccountT): string | undefined {
  const amount = parseAmount(raw);
  if (!raw.trim()) return t.t('topUp.enterAmount');
  if (!Number.isInteger(amount)) return t.t('topUp.wholeNumber');
  if (amount < WALLET_TOP_UP.min) return t.t('topUp.smallest', { amount: WALLET_TOP_UP.min });
  if (amount > WALLET_TOP_UP.max) return t.t('topUp.largest', { amount: WALLET_TOP_UP.max });
  return undefined;
}

/** The amount's limits; the server's phone rule (issue 45), then a Ugandan mobile number; a provider. */
const topUpSchema = (t: AccountT) =>
  z.object({
    amount: z.string().check((ctx) => {
      const message = amountProblem(ctx.value, t);
      if (message !== undefined) ctx.issues.push({ code: 'custom', message, input: ctx.value });
    }),
    phone: z.pipe(phoneField, z.string().check(z.refine((v) => normalisePhone(v) !== null, t.t('topUp.ugandanPhone')))),
    provider: z.union([z.enum(['MTN', 'AIRTEL']), z.literal('')]).check(z.refine((v) => v !== '', t.t('topUp.chooseProvider'))),
  });

/** Each field's message (English by default), as the form shows them. */
export function validateTopUp(v: TopUpValues, t: AccountT = english): TopUpErrors {
  const errors: TopUpErrors = {};
  for (const issue of topUpSchema(t).safeParse(v).error?.issues ?? []) errors[issue.path[0] as keyof TopUpValues] ??= issue.message;
  return errors;
}

/** A fresh key per attempt: a retried request after a dropped answer is recognised, a new attempt is not. */
function newIdempotencyKey(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `tu-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function useTopUpForm(profilePhone: string | undefined) {
  const t = useT();
  const initialPhone = profilePhone ?? '';
  const schema = useMemo(() => topUpSchema(t), [t]);
  const form = useForm<TopUpValues>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '', phone: initialPhone, provider: providerOf(initialPhone) ?? '' },
    shouldFocusError: false,
  });
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  const lastPhone = useRef(initialPhone);

  /** Typing a number of the other network switches the provider with it, unless the person chose one already. */
  const phoneChanged = (phone: string) => {
    const previous = lastPhone.current;
    lastPhone.current = phone;
    const guess = providerOf(phone);
    const provider = form.getValues('provider');
    if (guess && (provider === '' || provider === providerOf(previous))) form.setValue('provider', guess, { shouldValidate: form.formState.isSubmitted });
  };

  /** The request to send, from values the schema passed. */
  const request = (values: TopUpValues) => ({ amount: parseAmount(values.amount), phone: normalisePhone(values.phone) as string, provider: values.provider as Provider, idempotencyKey });

  return { form, phoneChanged, request, renewKey: () => setIdempotencyKey(newIdempotencyKey()) };
}
