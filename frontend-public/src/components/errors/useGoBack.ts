import { useLocation, useNavigate } from 'react-router';

/** Back in history; home when this page was the first one opened (nothing to go back to). */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => {
    if (key === 'default') void navigate('/');
    else void navigate(-1);
  };
}
