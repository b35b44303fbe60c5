import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeList, SelectField } from './SelectField';

const amounts = Array.from({ length: 6 }, (_, i) => ({ value: `${i + 1},000 TZS` }));

function renderAmount() {
  render(
    <SelectField
      id="amount"
      label="Amount"
      value=""
      options={amounts}
      onChange={() => undefined}
      menuMaxHeight="12rem"
    />,
  );
  return screen.getByRole('combobox', { name: 'Amount' });
}

/** Puts the field (and its label) at `top`..`bottom` of an 800 px high window. */
function placeField(field: HTMLElement, top: number, bottom: number) {
  vi.stubGlobal('innerHeight', 800);
  const box = { top, bottom, left: 0, right: 300, width: 300, height: bottom - top, x: 0, y: top };
  vi.spyOn(field, 'getBoundingClientRect').mockReturnValue({ ...box, toJSON: () => box });
  vi.spyOn(field.parentElement!, 'getBoundingClientRect').mockReturnValue({
    ...box,
    top: top - 28,
    toJSON: () => box,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SelectField', () => {
  it('says what to pick while empty', () => {
    expect(renderAmount()).toHaveTextContent('Select amount');
  });

  it('opens above the field when the window has no room below it (the Amount list)', async () => {
    const user = userEvent.setup();
    const field = renderAmount();
    placeField(field, 700, 756);
    await user.click(field);
    const list = screen.getByRole('listbox', { name: 'Amount' });
    expect(list).toBeVisible();
    expect(list).toHaveAttribute('data-placement', 'above');
    expect(list).toHaveStyle({ bottom: '100%' });
  });

  it('opens below the field when there is room', async () => {
    const user = userEvent.setup();
    const field = renderAmount();
    placeField(field, 100, 156);
    await user.click(field);
    const list = screen.getByRole('listbox', { name: 'Amount' });
    expect(list).toHaveAttribute('data-placement', 'below');
    expect(list).toHaveStyle({ top: '100%' });
  });
});

describe('placeList', () => {
  it('opens on the side where the list fits, else where there is more room', () => {
    expect(placeList({ top: 100, bottom: 156 }, 800, 192)).toEqual({ side: 'below', room: 636 });
    expect(placeList({ top: 600, bottom: 656 }, 800, 192)).toEqual({ side: 'above', room: 592 });
    // A phone with its keyboard up: little room anywhere.
    expect(placeList({ top: 150, bottom: 206 }, 300, 192)).toEqual({ side: 'above', room: 142 });
  });
});
