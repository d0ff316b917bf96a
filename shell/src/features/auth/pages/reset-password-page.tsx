import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@musawo/shared/router';
import styled from 'styled-components';
import { Alert, Button, Input, notify, useGateway } from '@musawo/shared/react';
import { GatewayError } from '@musawo/shared/runtime';
import { PASSWORD_STRENGTH_RULES, strongPasswordField, useFieldText, useFocusFirstInvalid, useForm, z, zodResolver } from '@musawo/shared/forms';
import { AuthCard, Form, FormError } from '../components/auth-card';
import { readResetToken } from '../reset-token';
import { useErrorToast } from '../hooks/use-error-toast';
import { authTexts } from '../i18n';
import { moreAuthTexts, useMoreT } from './i18n';

/** /reset-password?token=… (spec §2.13, §5). */
/** The page in the visitor's language: the auth pages' catalogue is in their own chunk. */
export function ResetPasswordPage() {
  return (
    <authTexts.IntlProvider>
      <moreAuthTexts.IntlProvider>
        <ResetPassword />
      </moreAuthTexts.IntlProvider>
    </authTexts.IntlProvider>
  );
}

/** The server's reset rule for the new password (the same sentence as its answer), and the confirmation. */
const resetSchema = (mismatch: string) =>
  z.object({ password: strongPasswordField, confirm: z.string() }).check(z.refine((v) => v.password === v.confirm, { message: mismatch, path: ['confirm'] }));
type Passwords = z.input<ReturnType<typeof resetSchema>>;

function ResetPassword() {
  const t = useMoreT();
  const fieldText = useFieldText();
  const { errorMessage } = useErrorToast();
  const gateway = useGateway();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [tokenState] = useState(() => readResetToken(token));
  const [done, setDone] = useState(false);
  const schema = useMemo(() => resetSchema(t.t('reset.ensureMatch')), [t]);
  const { register, handleSubmit, watch, setError, formState: { errors, isSubmitting, submitCount } } = useForm<Passwords>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, submitCount, errors.password !== undefined || errors.confirm !== undefined);
  const password = watch('password');

  // Said once per link (a language switch re-runs the effect, and must not say it again).
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    if (tokenState.kind === 'missing') {
      notify.error(t.t('reset.invalidLink'), t.t('reset.invalidOrExpired'));
      navigate('/signin', { replace: true });
    } else if (tokenState.kind === 'expired') {
      notify.error(t.t('reset.expired'), t.t('reset.expiredText'));
    } else if (tokenState.kind === 'unreadable') {
      notify.error(t.t('reset.invalidLink'), t.t('reset.invalid'));
    }
  }, [tokenState, navigate, t]);

  const disabled = tokenState.kind !== 'valid';
  const submit = handleSubmit(
    async (values) => {
      if (disabled || !token) return;
      try {
        await gateway.call('auth', 'resetPassword', { resetPasswordToken: token, newPassword: values.password });
        setDone(true);
      } catch (err) {
        const message = errorMessage(err, t.t('reset.errorFallback'));
        // The server's rule for the new password is said at its field; anything else (the link) at the form.
        if (err instanceof GatewayError && err.field === 'newPassword') setError('password', { message }, { shouldFocus: true });
        else setError('root', { message });
        notify.error(t.t('reset.failed'), message);
      }
    },
    // Spec §5's toasts, beside the messages at the fields.
    (invalid) => {
      if (invalid.password) notify.error(t.t('reset.weak'), t.t('reset.meetAll'));
      else if (invalid.confirm) notify.error(t.t('reset.mismatch'), t.t('reset.ensureMatch'));
    },
  );

  if (done) {
    return (
      <AuthCard title={t.t('reset.doneTitle')}>
        <p role="status">{t.t('reset.doneText')}</p>
        <Button as={Link} to="/signin" fullWidth>
          {t.t('reset.signInNew')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t.t('reset.title')} subtitle={<Link to="/signin">{t.t('reset.backToSignIn')}</Link>}>
      {tokenState.kind === 'expired' && (
        <Alert tone="danger" title={t.t('reset.expired')}>
          {t.t('reset.expiredLong')}
        </Alert>
      )}
      {tokenState.kind === 'unreadable' && (
        <Alert tone="danger" title={t.t('reset.invalidLink')}>
          {t.t('reset.invalid')}
        </Alert>
      )}
      <Form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label={t.t('reset.form')}>
        <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0, display: 'contents' }}>
          <Input label={t.t('reset.new')} type="password" autoComplete="new-password" {...register('password')} error={fieldText(errors.password?.message)} required aria-describedby="password-rules" />
          <Checklist id="password-rules" aria-label={t.t('reset.rules')}>
            {PASSWORD_STRENGTH_RULES.map((r) => {
              const met = r.test(password);
              return (
                <li key={r.id} data-met={met}>
                  <span aria-hidden="true">{met ? '✓' : '○'}</span> {t.t(`rule.${r.id}`)}
                  <span className="sr-only">{met ? t.t('reset.met') : t.t('reset.notMet')}</span>
                </li>
              );
            })}
          </Checklist>
          <Input label={t.t('reset.confirm')} type="password" autoComplete="new-password" {...register('confirm')} error={errors.confirm?.message} required />
          {errors.root && <FormError>{errors.root.message}</FormError>}
          <Button type="submit" fullWidth loading={isSubmitting} loadingLabel={t.t('reset.updating')} disabled={disabled}>
            {t.t('reset.submit')}
          </Button>
        </fieldset>
      </Form>
    </AuthCard>
  );
}

const Checklist = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    color: ${({ theme }) => theme.colors.textMuted};
    padding: 2px 0;
  }
  li[data-met='true'] {
    color: ${({ theme }) => theme.colors.successText};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
