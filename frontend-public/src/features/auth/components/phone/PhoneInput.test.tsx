import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PhoneInput } from './PhoneInput';

/** The input with its value kept by a parent, which shows what the form would get. */
function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneInput value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

const number = () => screen.getByLabelText('Phone Number');
const value = () => screen.getByTestId('value').textContent;

describe('PhoneInput', () => {
  it('starts on the US, shows the calling code and limits the box to 20 characters', () => {
    render(<Harness />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('United States');
    expect(screen.getByText('+1')).toBeInTheDocument();
    expect(number()).toHaveAttribute('maxlength', '20');
  });

  it("takes digits only, groups them and sends '+<code><digits>'", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);

    await user.type(number(), '20a2-5(5)5x0143');
    expect(number()).toHaveValue('202 555 0143');
    expect(value()).toBe('+12025550143');
  });

  it('keeps every digit typed, even beyond the longest number of the country', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);

    await user.type(number(), '2025550143999');
    expect(value()).toBe('+12025550143999');
  });

  it('keeps the digits typed when the country changes from the US to Ethiopia', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.type(number(), '2025550123');

    const country = screen.getByRole('combobox', { name: 'Country' });
    await user.clear(country);
    await user.type(country, 'Ethiopia');
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: /Ethiopia/ }));

    expect(screen.getByText('+251')).toBeInTheDocument();
    expect(number().getAttribute('value')?.replace(/\D/g, '')).toBe('2025550123');
    expect(value()).toBe('+2512025550123');
  });

  it('keeps every digit of a whole number typed over the old one', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial="+251911234567" />);
    await user.tripleClick(number());
    await user.paste('20 2555 0123');
    expect(value()).toBe('+2512025550123');
  });

  it('backspace on a space deletes the digit before it', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);

    await user.type(number(), '2025');
    expect(number()).toHaveValue('202 5');
    await user.keyboard('{ArrowLeft}{Backspace}');
    expect(number()).toHaveValue('205');
    expect(value()).toBe('+1205');
  });

  it('shows the flag from the local package, fetched on demand', async () => {
    const { container } = render(<Harness />);
    await waitFor(() =>
      expect(container.querySelector('[data-flag="US"] img')?.getAttribute('src')).toMatch(
        /^data:image\/svg\+xml/,
      ),
    );
  });

  it('switches country from a searchable list and keeps the digits', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.type(number(), '911234567');

    const country = screen.getByRole('combobox', { name: 'Country' });
    await user.clear(country);
    await user.type(country, '+251');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(1);
    await user.click(options[0]);

    expect(country).toHaveValue('Ethiopia');
    expect(screen.getByText('+251')).toBeInTheDocument();
    expect(number()).toHaveValue('91 123 4567');
    expect(value()).toBe('+251911234567');
  });

  it('reads an international number pasted into the box', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);

    await user.click(number());
    await user.paste('+255 712 345 678');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Tanzania');
    expect(value()).toBe('+255712345678');
  });

  it('shows a value set from outside, and clears with it', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial="+251911234567" />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Ethiopia');
    expect(number()).toHaveValue('91 123 4567');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(number()).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Ethiopia');
  });
});
