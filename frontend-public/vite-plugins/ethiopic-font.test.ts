// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cutSiteFont,
  ethiopicCodePoints,
  otherEthiopic,
  siteText,
  unicodeRange,
} from './ethiopic-font';

/** 'U+1200-1203, U+1205' -> [0x1200, 0x1201, 0x1202, 0x1203, 0x1205]. */
const codePointsOf = (range: string) =>
  range.split(',').flatMap((run) => {
    const [first, last = first] = run.trim().slice(2).split('-');
    const from = parseInt(first, 16);
    return Array.from({ length: parseInt(last, 16) - from + 1 }, (_, i) => from + i);
  });

describe("the site's Ethiopic font", () => {
  it('writes code points as merged runs', () => {
    expect(unicodeRange([0x1200, 0x1201, 0x1202, 0x1205, 0x1207, 0x1208])).toBe(
      'U+1200-1202, U+1205, U+1207-1208',
    );
    expect(unicodeRange([])).toBe('');
  });

  it('finds the Ethiopic letters of a text, once each, and leaves Latin and digits out', () => {
    expect(ethiopicCodePoints('ሰላም 24/7 ሰ Selam ፡')).toEqual([0x120b, 0x121d, 0x1230, 0x1361]);
  });

  it('gives every other Ethiopic character to the whole font', () => {
    const used = [0x1200, 0x1201, 0x2d80];
    const others = otherEthiopic(used);
    expect(others).not.toContain(0x1200);
    expect(others).toContain(0x1202);
    // Ethiopic (416), Extended (96) and Extended-A (48): each character in one face only.
    expect(others.length + used.length).toBe(416 + 96 + 48);
  });

  it("cuts a font for the site's texts, the whole font for the rest, without overlap", async () => {
    const { url, woff2, faces } = await cutSiteFont();
    expect(url).toMatch(/^\/assets\/noto-sans-ethiopic-site-[\w-]{8}\.woff2$/);
    // woff2's signature, and far smaller than the whole font's 75 KB.
    expect(new TextDecoder().decode(woff2.slice(0, 4))).toBe('wOF2');
    expect(woff2.length).toBeLessThan(30_000);

    const [cut, whole] = [...faces.matchAll(/unicode-range: ([^;]+);/g)].map((m) =>
      codePointsOf(m[1]),
    );
    const amharic = ethiopicCodePoints(siteText());
    expect(amharic.length).toBeGreaterThan(100);
    // The phone input's country names in Amharic are among them (Ethiopia, its own name).
    const ethiopia = new Intl.DisplayNames(['am'], { type: 'region' }).of('ET')!;
    expect(ethiopicCodePoints(ethiopia).every((codePoint) => cut.includes(codePoint))).toBe(true);
    // So are the Amharic months a promotion's end day shows (February's 'ፌ' was missing once).
    const months = new Intl.DateTimeFormat('am', { month: 'short', timeZone: 'UTC' });
    const allMonths = Array.from({ length: 12 }, (_, m) => months.format(Date.UTC(2031, m, 23)));
    expect(ethiopicCodePoints(allMonths.join('')).filter((c) => !cut.includes(c))).toEqual([]);
    expect(cut).toEqual(amharic);
    expect(whole.filter((codePoint) => cut.includes(codePoint))).toEqual([]);
    expect(faces).toContain(`url('${url}')`);
    expect(faces).toContain("url('/fonts/noto-sans-ethiopic-400.woff2')");
    // The system's own font first, in both.
    expect(faces.match(/src: local\('Noto Sans Ethiopic'\)/g)).toHaveLength(2);
  });
});
