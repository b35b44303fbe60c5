import { render, screen } from '@testing-library/react';
import { PasswordChecklist } from './PasswordChecklist';

const state = (label: string) => screen.getByText(label).closest('li')!.getAttribute('data-met');

describe('PasswordChecklist', () => {
  it('turns each rule green as it is met', () => {
    const { rerender } = render(<PasswordChecklist password="abc" />);
    expect(state('8 or more characters')).toBe('false');
    expect(state('At least one lowercase letter')).toBe('true');
    expect(state('At least one uppercase letter')).toBe('false');

    rerender(<PasswordChecklist password="Abcdef1!" />);
    for (const label of [
      '8 or more characters',
      'At least one uppercase letter',
      'At least one lowercase letter',
      'At least one number',
      'At least one special character',
    ]) {
      expect(state(label)).toBe('true');
    }
  });
});
