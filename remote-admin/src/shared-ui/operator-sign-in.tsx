import { useRef, useState } from 'react';
import styled from 'styled-components';
import { tokensSchema, userProfileSchema } from '@musawo/shared/contracts';
import { emailField, enteredPasswordField, useFieldText, useFocusFirstInvalid, useForm, z, zodResolver } from '@musawo/shared/forms';
import { Button, Input, useErrorText, useGateway, useSessionStore } from '@musawo/shared/react';
import { useT } from '../i18n';

// The server's own rules for the two fields: the same sentence here as in its answer.
const credentialsSchema = z.object({ email: emailField, password: enteredPasswordField });
type Credentials = z.input<typeof credentialsSchema>;

/**
 * Operators sign in with their password and an emailed code, every time (ADR 107): the first form asks for the
 * code, the second sends it with the same email and password (kept in memory for this step only).
 */
export function OperatorSignIn() {
  const [sentTo, setSentTo] = useState<Credentials | null>(null);
  return sentTo === null ? <CredentialsForm onSent={setSentTo} /> : <CodeForm credentials={sentTo} onBack={() => setSentTo(null)} />;
}

function CredentialsForm({ onSent }: { onSent: (credentials: Credentials) => void }) {
  const t = useT();
  const gateway = useGateway();
  const fieldText = useFieldText();
  const errorText = useErrorText();
  const { register, handleSubmit, setError, formState: { errors, isSubmitting, submitCount } } = useForm<Credentials>({ resolver: zodResolver(credentialsSchema), defaultValues: { email: '', password: '' }, shouldFocusError: false });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, submitCount, errors.email !== undefined || errors.password !== undefined);

  const submit = handleSubmit(async (values) => {
    try {
      await gateway.call('operator', 'signIn', values);
      onSent(values);
    } catch (err) {
      setError('root', { message: errorText(err, t.t('signIn.failed')) });
    }
  });

  return (
    <Form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label={t.t('signIn.title')}>
      <Input label={t.t('signIn.email')} type="email" autoComplete="username" {...register('email')} error={fieldText(errors.email?.message)} required />
      <Input label={t.t('signIn.password')} type="password" autoComplete="current-password" {...register('password')} error={fieldText(errors.password?.message)} required />
      {errors.root && <FormError role="alert">{errors.root.message}</FormError>}
      <Button type="submit" fullWidth loading={isSubmitting} loadingLabel={t.t('signIn.sending')}>
        {t.t('signIn.submit')}
      </Button>
    </Form>
  );
}

function CodeForm({ credentials, onBack }: { credentials: Credentials; onBack: () => void }) {
  const t = useT();
  const gateway = useGateway();
  const store = useSessionStore();
  const errorText = useErrorText();
  const codeSchema = z.object({ code: z.string().check(z.trim(), z.refine((v) => /^\d{4}$/.test(v), t.t('code.missing'))) });
  const { register, handleSubmit, setError, formState: { errors, isSubmitting, submitCount } } = useForm<{ code: string }>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' }, shouldFocusError: false });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, submitCount, errors.code !== undefined);

  const submit = handleSubmit(async ({ code }) => {
    try {
      const res = await gateway.call('operator', 'signIn', { ...credentials, code: code.trim() });
      const user = userProfileSchema.safeParse(res.user);
      const tokens = tokensSchema.safeParse(res.tokens);
      if (!user.success || !tokens.success) throw new Error('incomplete answer');
      store.set({ user: user.data, tokens: tokens.data });
    } catch (err) {
      // A wrong or expired code is said at the code; anything else (the password changed meanwhile) at the form.
      if (fieldOf(err) === 'code') setError('code', { message: errorText(err, t.t('signIn.failed')) }, { shouldFocus: true });
      else setError('root', { message: errorText(err, t.t('signIn.failed')) });
    }
  });

  return (
    <Form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label={t.t('code.label')}>
      <p>{t.t('code.lead', { email: credentials.email })}</p>
      <Input label={t.t('code.label')} inputMode="numeric" autoComplete="one-time-code" maxLength={4} {...register('code')} error={errors.code?.message} required />
      {errors.root && <FormError role="alert">{errors.root.message}</FormError>}
      <Button type="submit" fullWidth loading={isSubmitting} loadingLabel={t.t('code.signingIn')}>
        {t.t('code.submit')}
      </Button>
      <Button type="button" variant="ghost" onClick={onBack}>
        {t.t('code.back')}
      </Button>
    </Form>
  );
}

/** The field a gateway error names (GatewayError.field), read without depending on the runtime's class. */
export const fieldOf = (err: unknown): string | undefined => (err instanceof Error && 'field' in err && typeof err.field === 'string' ? err.field : undefined);

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 28rem;
`;

const FormError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
