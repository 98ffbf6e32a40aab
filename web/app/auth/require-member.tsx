import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isUnauthorized } from '../api/client';
import { useMe } from '../api/use-me';
import { BootError } from './boot-error';
import { BootScreen } from './boot-screen';
import { signInPathFor } from './redirect';

/** The SPA is for signed-in members: anyone else goes to the sign-in page and comes back afterwards. */
export const RequireMember = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const me = useMe();
  if (me.isPending) return <BootScreen />;
  if (me.isError) {
    if (isUnauthorized(me.error)) {
      return (
        <Navigate to={signInPathFor(`${location.pathname}${location.search}${location.hash}`)} replace />
      );
    }
    return <BootError onRetry={() => void me.refetch()} />;
  }
  return children;
};
