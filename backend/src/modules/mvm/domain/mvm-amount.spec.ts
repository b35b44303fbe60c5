import { kindOf, MVM_COURSES, MVM_PROJECT_TYPES } from './mvm-catalogue';
import { mvmAmountCents } from './mvm-amount';

describe('the typed amount', () => {
  it.each([
    [12.5, 1250],
    ['12.50', 1250],
    [' 7 ', 700],
    ['0.01', 1],
    [10000, 1_000_000],
    ['10000.00', 1_000_000],
    [0.07, 7],
  ])('%p is %p cents', (amount, cents) => expect(mvmAmountCents(amount)).toBe(cents));

  it.each([0, -1, '0', '0.00', '-5', 10000.01, '10000.01', '99999999'])(
    'refuses %p as out of range',
    (amount) => expect(mvmAmountCents(amount)).toBe('range'),
  );

  it.each(['12.345', 12.345, 'abc', '', '1e3', '12,50', NaN, Infinity, null, true, {}, [], 1e-7])(
    'refuses %p as not an amount',
    (amount) => expect(mvmAmountCents(amount)).toBe('format'),
  );
});

describe('courses and project types', () => {
  it('knows each listed one, exactly', () => {
    for (const c of MVM_COURSES) expect(kindOf(c)).toBe('course');
    for (const p of MVM_PROJECT_TYPES) expect(kindOf(p)).toBe('project');
    expect(kindOf('python i')).toBeNull();
    expect(kindOf('Software development and hosting')).toBeNull();
    expect(kindOf(undefined)).toBeNull();
  });
});
