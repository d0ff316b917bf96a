// The console's lists of records (payments, applications): one bordered item per record, its facts as a two-column
// list, its actions in a row, and a decision's reason field with its message.
import styled from 'styled-components';

export const RecordList = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const RecordItem = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space[3]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    overflow-wrap: anywhere;
  }
  textarea {
    width: 100%;
  }
`;

export const RecordActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const FieldError = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;
