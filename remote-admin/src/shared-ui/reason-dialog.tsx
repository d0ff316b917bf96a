import { kampalaDate, licenceDateProblem } from '@musawo/shared/contracts';
import { Button, Input, TextArea, useErrorText } from '@musawo/shared/react';
import { Dialog } from '@musawo/shared/react-extras';
import { useForm, z, zodResolver } from '@musawo/shared/forms';
import { useT } from '../i18n';
import { fieldOf } from './operator-sign-in';

/** The server's limit on an operator's reason (rpc-inputs: `text('A reason', 500)`). */
const REASON_MAX = 500;

export interface ReasonDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  /** The form's id (stable whatever the language). */
  formId: string;
  danger?: boolean;
  onClose: () => void;
  /**
   * A practising licence's new last day, asked before the reason (ADR 209): after today and at most two years ahead,
   * each problem said at the field. The server's refusal naming `field` is shown there too.
   */
  expiry?: { label: string; hint: string; missing: string; past: string; far: string; field: string };
  /**
   * Resolves once done; a rejection is shown at the field it names (the expiry's), else at the reason (the server's
   * sentence, in the page's language). `expiresOn` is '' without an expiry field.
   */
  onConfirm: (reason: string, expiresOn: string) => Promise<unknown>;
}

/**
 * Asks for the reason every operator action is recorded with (ADR 208): what is wrong is said at the field, with focus
 * there, and so is the server's refusal. Opened by its parent (mounted when needed, so each opening starts empty).
 */
export function ReasonDialog(p: ReasonDialogProps) {
  const t = useT();
  const errorText = useErrorText();
  const expiry = p.expiry;
  const schema = z.object({
    expiresOn:
      expiry === undefined
        ? z.string()
        : z.string().check(z.minLength(1, { message: expiry.missing, abort: true }), z.refine((v) => licenceDateProblem(v) !== 'past', { message: expiry.past, abort: true }), z.refine((v) => licenceDateProblem(v) !== 'far', expiry.far)),
    reason: z.string().check(z.refine((v) => v.trim().length > 0, t.t('reason.missing')), z.refine((v) => v.trim().length <= REASON_MAX, t.t('reason.long'))),
  });
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<{ expiresOn: string; reason: string }>({ resolver: zodResolver(schema), defaultValues: { expiresOn: '', reason: '' } });
  const submit = handleSubmit(async ({ expiresOn, reason }) => {
    try {
      await p.onConfirm(reason.trim(), expiresOn);
      p.onClose();
    } catch (e) {
      const at = expiry !== undefined && fieldOf(e) === expiry.field ? 'expiresOn' : 'reason';
      setError(at, { message: errorText(e, t.t('reason.failed')) }, { shouldFocus: true });
    }
  });
  return (
    <Dialog
      open
      onClose={p.onClose}
      title={p.title}
      description={p.description}
      footer={
        <>
          <Button variant="outline" onClick={p.onClose}>
            {t.t('reason.back')}
          </Button>
          <Button type="submit" form={p.formId} variant={p.danger === true ? 'danger' : 'primary'} loading={isSubmitting} loadingLabel={p.busyLabel}>
            {p.confirmLabel}
          </Button>
        </>
      }
    >
      <form id={p.formId} onSubmit={(e) => void submit(e)} noValidate>
        {expiry !== undefined && <Input label={expiry.label} hint={expiry.hint} type="date" min={kampalaDate()} required error={errors.expiresOn?.message} {...register('expiresOn')} />}
        <TextArea label={t.t('reason.label')} hint={t.t('reason.hint')} required rows={3} error={errors.reason?.message} {...register('reason')} />
      </form>
    </Dialog>
  );
}
