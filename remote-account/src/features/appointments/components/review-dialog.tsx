import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, StarIcon, TextArea } from '@musawo/shared/react';
import { Dialog } from '@musawo/shared/react-extras';
import { PlainFieldset } from '../../../shared-ui/section';
import { useT, type AccountText } from '../../../i18n';

const WORDS: readonly AccountText[] = ['review.poor', 'review.fair', 'review.good', 'review.veryGood', 'review.excellent'];

export interface ReviewDialogProps {
  open: boolean;
  onClose: () => void;
  doctorName: string;
  busy: boolean;
  onSubmit: (review: { rating: number; reviewText: string }) => void;
}

/** A review of a completed visit: 1-5 stars as a radio group (arrow keys work natively) and a few words. */
export function ReviewDialog({ open, onClose, doctorName, busy, onSubmit }: ReviewDialogProps) {
  const t = useT();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; text?: string }>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: typeof errors = {};
    if (rating < 1) found.rating = t.t('review.ratingRequired');
    if (!text.trim()) found.text = t.t('review.textRequired');
    setErrors(found);
    if (found.rating || found.text) return;
    onSubmit({ rating, reviewText: text });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t.t('details.review')}
      description={t.t('review.description', { name: doctorName })}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t.t('common.cancel')}
          </Button>
          <Button type="submit" form="review-form" loading={busy} loadingLabel={t.t('review.submitting')}>
            {t.t('review.submit')}
          </Button>
        </>
      }
    >
      <Form id="review-form" onSubmit={submit} noValidate>
        <PlainFieldset aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
          <legend>{t.t('details.rating')}</legend>
          <Stars>
            {WORDS.map((word, i) => {
              const value = i + 1;
              const filled = value <= rating;
              return (
                <StarLabel key={value} data-filled={filled || undefined}>
                  <input type="radio" name="rating" value={value} checked={rating === value} onChange={() => setRating(value)} aria-label={t.t('review.star', { count: value, word: t.t(word) })} />
                  {/* Stars above the rating are outlines: a filled grey star still reads as a star given. */}
                  {filled ? <StarIcon size={32} /> : <StarIcon size={32} fill="none" stroke="currentColor" strokeWidth={1.5} />}
                </StarLabel>
              );
            })}
          </Stars>
          <Chosen aria-hidden="true">{rating > 0 ? t.t(WORDS[rating - 1] as AccountText) : t.t('review.choose')}</Chosen>
          {errors.rating && <FieldError id="review-rating-error">{errors.rating}</FieldError>}
        </PlainFieldset>
        <TextArea label={t.t('review.yours')} required maxLength={2000} value={text} error={errors.text} onChange={(e) => setText(e.target.value)} />
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;
const Stars = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;
const StarLabel = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touch};
  height: ${({ theme }) => theme.sizes.touch};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.borderStrong};
  cursor: pointer;

  &[data-filled] {
    color: ${({ theme }) => theme.colors.star};
  }
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;
const Chosen = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const FieldError = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
