import { JsonDepthGauge } from './json-depth';

const deep = (open: string, close: string, n: number) => open.repeat(n) + close.repeat(n);
const measure = (text: string, chunkSize = text.length || 1) => {
  const gauge = new JsonDepthGauge(32);
  const bytes = Buffer.from(text);
  for (let i = 0; i < bytes.length; i += chunkSize)
    if (gauge.tooDeep(bytes.subarray(i, i + chunkSize))) return true;
  return false;
};

describe('JsonDepthGauge', () => {
  it('lets bodies up to the limit through', () => {
    expect(measure(deep('[', ']', 32))).toBe(false);
    expect(measure(JSON.stringify({ a: { b: [1, 2, { c: 'x' }] } }))).toBe(false);
  });

  it('finds arrays and objects nested deeper than the limit, even cut into chunks', () => {
    expect(measure(deep('[', ']', 33))).toBe(true);
    expect(measure('['.repeat(49_000))).toBe(true);
    expect(measure('{"a":'.repeat(40) + '1' + '}'.repeat(40), 3)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(measure(JSON.stringify({ message: '['.repeat(1000) }))).toBe(false);
    expect(measure(JSON.stringify({ message: '\\"' + '{'.repeat(100) }), 1)).toBe(false);
  });
});
