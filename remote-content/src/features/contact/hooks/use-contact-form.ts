import { useState, type ChangeEvent } from 'react';
import type { ContactText } from '../i18n';

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}
/** Each field's message, as its id in the catalogue (said with `min` and `max`). */
export type ContactErrors = Partial<Record<keyof ContactValues, ContactText>>;

const EMPTY: ContactValues = { name: '', email: '', message: '' };
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field messages say what to do, not only what is wrong. */
function validateContact(v: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const name = v.name.trim();
  const email = v.email.trim();
  const message = v.message.trim();
  if (!name) errors.name = 'form.nameMissing';
  else if (name.length < 2) errors.name = 'form.nameShort';
  if (!email) errors.email = 'form.emailMissing';
  else if (!EMAIL.test(email)) errors.email = 'form.emailInvalid';
  if (!message) errors.message = 'form.messageMissing';
  else if (message.length < MESSAGE_MIN) errors.message = 'form.messageShort';
  else if (message.length > MESSAGE_MAX) errors.message = 'form.messageLong';
  return errors;
}

/**
 * Errors appear on submit, not while someone is still typing; after a failed submit each field re-checks as it
 * changes, so a message disappears as soon as it is fixed.
 */
export function useContactForm(onValid: (values: ContactValues) => void) {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const bind = (field: keyof ContactValues) => ({
    name: field,
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [field]: e.target.value };
      setValues(next);
      if (submitted) setErrors(validateContact(next));
    },
  });

  /** Returns the first invalid field, for focus, or null when the form was valid and handled. */
  const submit = (): keyof ContactValues | null => {
    const found = validateContact(values);
    setErrors(found);
    const first = (['name', 'email', 'message'] as const).find((f) => found[f]);
    if (first) {
      setSubmitted(true);
      return first;
    }
    onValid({ name: values.name.trim(), email: values.email.trim(), message: values.message.trim() });
    setValues(EMPTY);
    setSubmitted(false);
    return null;
  };

  return { values, errors, bind, submit };
}
