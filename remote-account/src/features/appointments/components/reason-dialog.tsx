import { useState, type FormEvent } from 'react';
import { Button, TextArea } from '@musawo/shared/react';
import { Dialog } from '@musawo/shared/react-extras';
import { useT } from '../../../i18n';

export interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  /** Label of the text box; without it the dialog only confirms (Mark as Completed). */
  label?: string;
  /** Spec §5: reject and cancel need a reason before confirming. */
  required?: boolean;
  requiredMessage?: string;
  confirmLabel: string;
  /** The form's id (stable whatever the language). */
  formId: string;
  busyLabel: string;
  confirmVariant?: 'primary' | 'danger';
  busy: boolean;
  onConfirm: (text: string) => void;
}

/** Confirms an appointment action, with an optional or required text (instructions or a reason). */
export function ReasonDialog(p: ReasonDialogProps) {
  const t = useT();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const formId = p.formId;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (p.required && !text.trim()) {
      setError(p.requiredMessage ?? t.t('reason.required'));
      return;
    }
    setError(undefined);
    p.onConfirm(text);
  };

  return (
    <Dialog
      open={p.open}
      onClose={p.onClose}
      title={p.title}
      description={p.description}
      footer={
        <>
          <Button variant="outline" onClick={p.onClose}>
            {t.t('reason.back')}
          </Button>
          <Button type="submit" form={formId} variant={p.confirmVariant ?? 'primary'} loading={p.busy} loadingLabel={p.busyLabel}>
            {p.confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        {p.label && (
          <TextArea
            label={p.label}
            required={p.required}
            maxLength={2000}
            value={text}
            error={error}
            onChange={(e) => {
              setText(e.target.value);
              if (error && e.target.value.trim()) setError(undefined);
            }}
          />
        )}
      </form>
    </Dialog>
  );
}
