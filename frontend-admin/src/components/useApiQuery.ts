import { useCallback, useEffect, useState } from 'react';
import { useApiErrorHandler } from './useApiErrorHandler';

interface ApiQueryState<T> {
  data: T | undefined;
  error: string | null;
  loading: boolean;
}

/**
 * Loads one of the specification's endpoints for a screen: data, loading, an error text (401
 * already handled), and reload. `load` must be stable (a module-level function or useCallback).
 */
export function useApiQuery<T>(load: () => Promise<T>, options: { logoutOn403?: boolean } = {}) {
  const handleError = useApiErrorHandler(options);
  const [state, setState] = useState<ApiQueryState<T>>({
    data: undefined,
    error: null,
    loading: true,
  });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ data, error: null, loading: false }),
      async (error: unknown) => {
        const message = await handleError(error);
        if (current) setState((previous) => ({ ...previous, error: message, loading: false }));
      },
    );
    return () => {
      current = false;
    };
  }, [load, handleError, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...state, setData: (data: T) => setState((s) => ({ ...s, data })), reload };
}
