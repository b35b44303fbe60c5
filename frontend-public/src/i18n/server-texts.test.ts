// @vitest-environment node
// The table of the API's texts (server-text.ts) says in English exactly what the API says: each
// entry names a message whose English is the server's text, byte for byte, so an English page
// reads the specification's words whether it shows the server's text or the message. The
// backend's customer-site-texts.spec.ts checks that every refusal a customer can get is listed;
// messages.test.ts that every language has every message.
import { describe, expect, it } from 'vitest';
import english from './messages/en.json';
import table from './server-texts.json';

const messages: Record<string, string> = english;
const ids: Record<string, string> = table;

describe('server texts', () => {
  it('name messages whose English is the server text itself', () => {
    const differing = Object.entries(ids)
      .filter(([text, id]) => messages[id] !== text)
      .map(([text, id]) => `${id}: ${JSON.stringify(messages[id])} ≠ ${JSON.stringify(text)}`);
    expect(differing).toEqual([]);
  });

  it('list every server.* message (none is left unused)', () => {
    const listed = new Set(Object.values(ids));
    const unused = Object.keys(messages).filter(
      (id) => id.startsWith('server.') && !listed.has(id),
    );
    expect(unused).toEqual([]);
  });
});
