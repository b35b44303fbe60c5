import { BadRequestException } from '@nestjs/common';
import { z } from 'zod';
import { contentRange, defineRaList, parseRaListQuery, raText } from './ra-list-query';

const SPEC = defineRaList({
  resource: 'things',
  filter: { q: raText, status: z.enum(['A', 'B']) },
  sortFields: ['name', 'at'],
  defaultSort: { field: 'at', order: 'DESC' },
});

const messageOf = (query: Record<string, unknown>) => {
  try {
    parseRaListQuery(SPEC, query);
  } catch (err) {
    expect(err).toBeInstanceOf(BadRequestException);
    return (err as BadRequestException).message;
  }
  throw new Error('expected a 400');
};

describe('parseRaListQuery', () => {
  it('reads filter, range and sort', () => {
    expect(
      parseRaListQuery(SPEC, {
        filter: '{"q":"abe","status":"B"}',
        range: '[10,19]',
        sort: '["name","ASC"]',
      }),
    ).toEqual({
      filter: { q: 'abe', status: 'B' },
      first: 10,
      last: 19,
      offset: 10,
      limit: 10,
      sort: { field: 'name', order: 'ASC' },
    });
  });

  it('defaults to no filter, the first 10 rows and the default sort', () => {
    expect(parseRaListQuery(SPEC, {})).toEqual({
      filter: {},
      first: 0,
      last: 9,
      offset: 0,
      limit: 10,
      sort: { field: 'at', order: 'DESC' },
    });
  });

  it.each([
    [{ filter: '{bad' }, 'Invalid filter: not valid JSON'],
    [{ filter: '[1]' }, 'Invalid filter: expected a JSON object'],
    [{ filter: 'null' }, 'Invalid filter: expected a JSON object'],
    [{ filter: '{"x":1}' }, 'Invalid filter: unknown key (allowed: q, status)'],
    [{ filter: '{"q":{"$ne":1}}' }, 'Invalid filter: q: Expected string, received object'],
    [{ filter: '{"q":"a\\u0000b"}' }, 'Invalid filter: q: control characters are not allowed'],
    [
      { filter: '{"status":"C"}' },
      "Invalid filter: status: Invalid enum value. Expected 'A' | 'B', received 'C'",
    ],
    [{ range: '[0]' }, 'Invalid range'],
    [{ range: '[5,2]' }, 'Invalid range'],
    [{ range: '[-1,2]' }, 'Invalid range'],
    [{ range: '[0.5,2]' }, 'Invalid range'],
    [{ range: '["0","9"]' }, 'Invalid range'],
    [{ range: '[0,1e300]' }, 'Invalid range'],
    [{ range: '[0,100]' }, 'Invalid range: at most 100 rows per request'],
    [{ sort: '["password","ASC"]' }, 'Invalid sort'],
    [{ sort: '["name","asc"]' }, 'Invalid sort'],
    [{ sort: '"name"' }, 'Invalid sort'],
    [{ range: ['[0,9]', '[0,9]'] }, 'Invalid range: give it once'],
    [{ sort: 'a\u0000' }, 'Invalid sort: control characters are not allowed'],
    [{ filter: `{"q":"${'x'.repeat(3000)}"}` }, 'Invalid filter: too long'],
    [{ page: '2' }, 'Unknown query parameter: page'],
  ])('refuses %j with 400', (query, message) => {
    expect(messageOf(query)).toContain(message);
  });

  it('refuses a filter nested very deep without failing', () => {
    const deep = `${'{"q":'.repeat(300)}"x"${'}'.repeat(300)}`;
    expect(messageOf({ filter: deep })).toContain('Invalid filter: q:');
  });
});

describe('contentRange', () => {
  it('names the resource, the rows answered and the total', () => {
    expect(contentRange('admins', 0, 10, 42)).toBe('admins 0-9/42');
    expect(contentRange('admins', 40, 2, 42)).toBe('admins 40-41/42');
    expect(contentRange('admins', 50, 0, 42)).toBe('admins */42');
  });
});
