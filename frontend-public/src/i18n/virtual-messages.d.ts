// The modules the i18n plugin in vite.config.ts makes from messages/*.json.
declare module 'virtual:messages/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}
declare module 'virtual:messages' {
  import type { Messages } from '@lingui/core';
  type Load = () => Promise<{ default: Messages }>;
  export const loaders: Record<string, { core: Load; below: Load; rest: Load }>;
}
