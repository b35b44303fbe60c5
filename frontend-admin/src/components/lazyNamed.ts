import { type ComponentType, lazy } from 'react';

/**
 * A screen loaded when it is first shown (React.lazy) from a module's named export: the back
 * office's first load carries the login page and the frame, not every list, form and chart
 * (docs/performance.md#back-office-first-load). react-admin's Layout shows its <Loading> while
 * such a screen's chunk arrives; the login page and the dashboard wrap their own in <Suspense>.
 */
export function lazyNamed<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name & (Module[Name] extends ComponentType<never> ? Name : never),
) {
  return lazy(() =>
    load().then((module) => ({ default: module[name] as Module[Name] & ComponentType<object> })),
  );
}
