import { Button, TextArea, useErrorText } from '@musawo/shared/react';
import { Dialog } from '@musawo/shared/react-extras';
import { useForm, z, zodResolver } from '@musawo/shared/forms';
import { useT } from '../i18n';

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
  /** Resolves once done; a rejection is shown at the reason (the server's sentence, in the page's language). */
  onConfirm: (reason: string) => Promise<unknown>;
}

/**
 * Asks for the reason every operator action is recorded with (ADR 208): what is wrong is said at the field, with focus
 * there, and so is the server's refusal. Opened by its parent (mounted when needed, so each opening starts empty).
 */
export function ReasonDialog(p: ReasonDialogProps) {
  const t = useT();
  const errorText = useErrorText();
  const schema = z.object({
    reason: z.string().check(z.refine((v) => v.trim().length > 0, t.t('reason.missing')), z.refine((v) => v.trim().length <= REASON_MAX, t.t('reason.long'))),
  });
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<{ reason: string }>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const submit = handleSubmit(async ({ reason }) => {
    try {
      await p.onConfirm(reason.trim());
      p.onClose();
    } catch (e) {
      setError('reason', { message: errorText(e, t.t('reason.failed')) }, { shouldFocus: true });
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
        <TextArea label={t.t('reason.label')} hint={t.t('reason.hint')} required rows={3} error={errors.reason?.message} {...register('reason')} />
      </form>
    </Dialog>
  );
}
