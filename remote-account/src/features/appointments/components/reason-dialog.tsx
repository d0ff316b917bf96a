import { useState, type FormEvent } from 'react';
import { Button, Dialog, TextArea } from '@musawo/shared/react';

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
  busyLabel: string;
  confirmVariant?: 'primary' | 'danger';
  busy: boolean;
  onConfirm: (text: string) => void;
}

/** Confirms an appointment action, with an optional or required text (instructions or a reason). */
export function ReasonDialog(p: ReasonDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const formId = `reason-${p.confirmLabel.replace(/\s+/g, '-').toLowerCase()}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (p.required && !text.trim()) {
      setError(p.requiredMessage ?? 'Please enter a reason.');
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
            Go back
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
