// One review as the dialog and the doctor page's first reviews show it (spec §2.7): the patient's image and name (or
// 'Anonymous'), the stars, the date as 'MMM d, yyyy' in Kampala time (the same on the server and in the browser) and
// the text, always as text. Its own module so the page's first view does not carry the dialog.
import styled from 'styled-components';
import { formatShortDate, type Language, type Review } from '@musawo/shared/contracts';
import { Avatar, Stars } from '@musawo/shared/react';

export function ReviewItem({ review, anonymous, lang }: { review: Review; anonymous: string; lang: Language }) {
  const name = review.patientId?.name?.trim() || anonymous;
  return (
    <Item>
      <Avatar name={name} src={review.patientId?.imageUrl} decorative />
      <Body>
        <Head>
          <strong>{name}</strong>
          <time dateTime={review.createdAt}>{formatShortDate(review.createdAt, lang)}</time>
        </Head>
        <Stars rating={review.rating} size={14} />
        <p>{review.reviewText}</p>
      </Body>
    </Item>
  );
}

export const ReviewList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  padding-bottom: ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  time {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
