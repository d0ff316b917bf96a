import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@musawo/shared/react';
import { addTag, TagInput } from './tag-input';

function Harness({ initial = [], suggestions = [] }: { initial?: string[]; suggestions?: string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <ThemeProvider theme={theme}>
      <TagInput label="Symptoms" tags={tags} onChange={setTags} suggestions={suggestions} />
      <output data-testid="tags">{tags.join('|')}</output>
    </ThemeProvider>
  );
}

describe('tag entry (spec §5)', () => {
  it('adds a tag on Enter only when it is non-empty after trimming and not already present, and clears the input', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Fever']} />);
    const input = screen.getByRole('textbox', { name: 'Symptoms' });

    await user.type(input, '  Cough  {Enter}');
    expect(screen.getByTestId('tags')).toHaveTextContent('Fever|Cough');
    expect(input).toHaveValue('');

    await user.type(input, '   {Enter}');
    expect(screen.getByTestId('tags')).toHaveTextContent('Fever|Cough');
    expect(input).toHaveValue('');

    await user.type(input, 'fever{Enter}');
    expect(screen.getByTestId('tags')).toHaveTextContent(/^Fever\|Cough$/);
    expect(input).toHaveValue('');
  });

  it('Enter never submits the form around it', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <ThemeProvider theme={theme}>
        <form onSubmit={onSubmit}>
          <TagInput label="Symptoms" tags={[]} onChange={() => undefined} />
        </form>
      </ThemeProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Symptoms' }), 'Rash{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers the suggestions not yet chosen, adds one on click, and removes a tag by its button', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Rash']} suggestions={['Rash', 'Acne', 'Itching']} />);
    expect(screen.queryByRole('button', { name: 'Add Rash' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Acne' }));
    expect(screen.getByTestId('tags')).toHaveTextContent('Rash|Acne');
    expect(screen.queryByRole('button', { name: 'Add Acne' })).not.toBeInTheDocument();
    // Focus is not dropped to the page: it moves to the suggestion that took the clicked one's place.
    expect(screen.getByRole('button', { name: 'Add Itching' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove Rash' }));
    expect(screen.getByTestId('tags')).toHaveTextContent(/^Acne$/);
    expect(screen.getByRole('button', { name: 'Add Rash' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Symptoms' })).toHaveFocus();
  });

  it('addTag is pure: it returns a new list and leaves the old one alone', () => {
    const before = ['Fever'];
    expect(addTag(before, ' Cough ')).toEqual(['Fever', 'Cough']);
    expect(addTag(before, 'FEVER')).toEqual(['Fever']);
    expect(addTag(before, '')).toEqual(['Fever']);
    expect(before).toEqual(['Fever']);
  });
});
