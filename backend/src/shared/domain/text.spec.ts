import { escapeHtml, oneLine } from './text';

describe('mail text helpers', () => {
  it('escapes markup', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });
  it('keeps header values on one line', () => {
    expect(oneLine('Hello\r\nBcc: victim@example.com')).toBe('Hello Bcc: victim@example.com');
  });
});
