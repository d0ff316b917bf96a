import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input, Select, TextArea } from './field';
import { renderWithTheme } from './test-utils';

describe('Field wiring', () => {
  it('links the hint and the error to the input and marks it invalid', () => {
    renderWithTheme(
      <Input label="Email" hint="We never share it" error="Please enter a valid email address" type="email" />,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Please enter a valid email address');
    expect(screen.getByText('Please enter a valid email address')).toHaveAttribute(
      'id',
      expect.stringContaining('-error'),
    );
  });

  it("keeps the control's own description beside the error", () => {
    renderWithTheme(
      <>
        <ul id="rules">
          <li>At least 8 characters</li>
        </ul>
        <Input label="New Password" aria-describedby="rules" error="Password too weak" />
        <TextArea label="Reason" aria-describedby="rules" />
      </>,
    );
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription('At least 8 characters Password too weak');
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription('At least 8 characters');
  });

  it('is not invalid and describes only the hint when there is no error', () => {
    renderWithTheme(<Input label="Phone" hint="Start with +256" />);
    const input = screen.getByLabelText('Phone');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Start with +256');
  });

  it('marks required fields with a hidden asterisk and the native required attribute', () => {
    renderWithTheme(<TextArea label="Notes" required />);
    const textarea = screen.getByRole('textbox', { name: 'Notes' });
    expect(textarea).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps the label as the accessible name when visually hidden', () => {
    renderWithTheme(<Input label="Search specialties" hideLabel placeholder="Search specialties or symptoms..." />);
    expect(screen.getByRole('textbox', { name: 'Search specialties' })).toBeInTheDocument();
  });

  it('passes native props through to the select', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(
      <Select label="Gender" defaultValue="" onChange={(e) => onChange(e.target.value)} error="Required">
        <option value="">Choose</option>
        <option value="female">Female</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Gender' });
    expect(select).toHaveAccessibleDescription('Required');
    await user.selectOptions(select, 'female');
    expect(onChange).toHaveBeenCalledWith('female');
  });
});
