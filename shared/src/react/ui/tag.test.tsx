import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tag } from './tag';
import { renderWithTheme } from './test-utils';

describe('Tag', () => {
  it('names its remove button after the tag and reports which tag to remove', async () => {
    const user = userEvent.setup();
    const onRemove = jest.fn();
    renderWithTheme(<Tag label="Fever" onRemove={onRemove} />);
    await user.click(screen.getByRole('button', { name: 'Remove Fever' }));
    expect(onRemove).toHaveBeenCalledWith('Fever');
  });

  it('has no button when it cannot be removed', () => {
    renderWithTheme(<Tag label="Cough" />);
    expect(screen.getByText('Cough')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
