import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Error500Page } from '@/components/errors/Error500Page';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  pathname: string;
}

// A page that crashes, or whose code cannot be loaded (e.g. after a deploy), shows the 500 page
// instead of a blank screen. Not keyed by path: remounting on every navigation would flash the
// Suspense fallback instead of keeping the old page up while the next one loads.
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    // Another path: give the new page its chance.
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <Error500Page /> : this.props.children;
  }
}

/** Catches page errors; navigating to another path starts afresh. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
