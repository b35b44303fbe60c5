// The module vite-plugins/day-formats.ts makes: each language's day pattern and month names.
declare module 'virtual:day-formats' {
  /** The parts in order ('{day}', '{month}', '{year}' or the text between them); January first. */
  const formats: Record<string, { parts: string[]; months: string[] }>;
  export default formats;
}
