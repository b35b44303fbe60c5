import {
  createElement,
  Fragment,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
} from 'react';
import type { RouterProvider } from 'react-admin';
import {
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  useBlocker,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate as useReactRouterNavigate,
  useParams,
} from 'react-router-dom';

/**
 * ra-core's react-router adapter (ra-core/src/routing/adapters/reactRouterProvider.ts) less the
 * router it makes when the app has none: the back office always renders inside one (BrowserRouter
 * in main.tsx, a MemoryRouter in tests). That fallback, createHashRouter, pulls react-router's
 * whole data router into the first load; vite.config.ts puts this file in the adapter's place
 * (docs/performance.md#back-office-first-load). Otherwise the same, line for line.
 */
const useCanBlock = () => {
  const dataRouterContext = useContext(UNSAFE_DataRouterContext);
  const dataRouterStateContext = useContext(UNSAFE_DataRouterStateContext);
  return !!(dataRouterContext && dataRouterStateContext);
};

/** A stable function that always calls the latest navigate (as ra-core's). */
const useNavigate = () => {
  const navigate = useReactRouterNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  return useCallback(
    (...args: Parameters<typeof navigate>) => navigateRef.current(...args),
    [],
  ) as typeof navigate;
};

function RouterWrapper({ children }: { basename?: string; children: ReactNode }) {
  if (!useInRouterContext())
    throw new Error('The back office renders inside a router (main.tsx), and this one has none');
  return createElement(Fragment, null, children);
}

export const reactRouterProvider = {
  useNavigate,
  useLocation,
  useParams,
  useBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock,
  Link,
  Navigate,
  Route,
  Routes,
  Outlet,
  RouterWrapper,
  matchPath,
} as unknown as RouterProvider;
