// The words the saved recipients' chips add for an automatic top-up, in one place (to be moved
// into the site's translations).
export const CHIP_TEXTS = {
  repeats: (name: string, days: number, paused: boolean) =>
    `${name}: automatic top-up every ${days} days${paused ? ' (paused)' : ''}`,
} as const;
