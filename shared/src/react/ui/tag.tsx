import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CloseIcon } from './icons';
import { kitTexts } from '../i18n';

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primaryMuted};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &[data-removable='false'] {
    padding-right: ${({ theme }) => theme.space[3]};
  }
`;

const Label = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Remove = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;

export interface TagProps {
  /** The tag's text; also used in the remove button's label. */
  label: string;
  onRemove?: (label: string) => void;
  icon?: ReactNode;
  className?: string;
}

/** A chip for filter tags (spec §2.5); the remove button says which tag it removes. */
export function Tag({ label, onRemove, icon, className }: TagProps) {
  const t = kitTexts.useT();
  return (
    <Chip className={className} data-removable={onRemove ? 'true' : 'false'}>
      {icon}
      <Label>{label}</Label>
      {onRemove && (
        <Remove type="button" aria-label={t.t('kit.remove', { label })} onClick={() => onRemove(label)}>
          <CloseIcon size={14} />
        </Remove>
      )}
    </Chip>
  );
}
