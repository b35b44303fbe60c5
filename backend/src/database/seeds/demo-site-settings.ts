import type { DataSource } from 'typeorm';

/**
 * Social pages for the demo's footer and Contact page (settings row 'socialLinks'; read by the
 * customer site through GET /api/siteSettings). Demo data only: production gets no seed.
 */
export const DEMO_SOCIAL_LINKS = {
  facebook: 'https://www.facebook.com/selamtopup',
  x: 'https://x.com/selamtopup',
  instagram: 'https://www.instagram.com/selamtopup',
  youtube: 'https://www.youtube.com/@selamtopup',
} as const;

/** Writes the demo social links unless the row exists; true when it wrote them. */
export async function seedDemoSiteSettings(db: DataSource): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `INSERT INTO settings (key, value) VALUES ('socialLinks', $1::jsonb)
     ON CONFLICT (key) DO NOTHING RETURNING key`,
    [JSON.stringify(DEMO_SOCIAL_LINKS)],
  );
  return rows.length > 0;
}
