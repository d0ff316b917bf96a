import { useState } from 'react';
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

export function validateTopUp(v: TopUpValues, t: AccountT = english): TopUpErrors {
  const errors: TopUpErrors = {};
  const amount = parseAmount(v.amount);
  if (!v.amount.trim()) errors.amount = t.t('topUp.enterAmount');
  else if (!Number.isInteger(amount)) errors.amount = t.t('topUp.wholeNumber');
  else if (amount < WALLET_TOP_UP.min) errors.amount = t.t('topUp.smallest', { amount: WALLET_TOP_UP.min });
  else if (amount > WALLET_TOP_UP.max) errors.amount = t.t('topUp.largest', { amount: WALLET_TOP_UP.max });
  if (!v.phone.trim()) errors.phone = t.t('topUp.enterPhone');
  else if (!normalisePhone(v.phone)) errors.phone = t.t('topUp.ugandanPhone');
  if (!v.provider) errors.provider = t.t('topUp.chooseProvider');
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
  const [values, setValues] = useState<TopUpValues>({ amount: '', phone: initialPhone, provider: providerOf(initialPhone) ?? '' });
  const [errors, setErrors] = useState<TopUpErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);

  const set = (patch: Partial<TopUpValues>) => {
    const next = { ...values, ...patch };
    // Typing a number of the other network switches the provider with it, unless the person chose one already.
    if (patch.phone !== undefined && patch.provider === undefined) {
      const guess = providerOf(patch.phone);
      if (guess && (values.provider === '' || values.provider === providerOf(values.phone))) next.provider = guess;
    }
    setValues(next);
    if (submitted) setErrors(validateTopUp(next, t));
  };

  /** The request to send, or null with the errors shown. */
  const check = () => {
    const found = validateTopUp(values, t);
    setErrors(found);
    setSubmitted(true);
    if (Object.keys(found).length > 0) return null;
    return { amount: parseAmount(values.amount), phone: normalisePhone(values.phone) as string, provider: values.provider as Provider, idempotencyKey };
  };

  return { values, errors, set, check, setErrors, renewKey: () => setIdempotencyKey(newIdempotencyKey()) };
}
