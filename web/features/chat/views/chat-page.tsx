import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../app/use-document-title';
import { NotFoundPage } from '../../errors';
import type { ChatNavigation } from '../api/chat-navigation';
import { viewFromPath, viewPath } from '../lib/views';
import { ChatApp } from './chat-app';

/** /chat and its inner views as real URLs, so back, forward and deep links work. */
export const ChatPage = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  useDocumentTitle(t('js.chat.title'));
  const { pathname, search } = location;
  const navigation = useMemo<ChatNavigation | null>(() => {
    const view = viewFromPath(pathname, search);
    if (!view) return null;
    return {
      view,
      go: (next, options) => void navigate(viewPath(next), { replace: options?.replace }),
      inSidebar: false,
    };
  }, [pathname, search, navigate]);
  if (!navigation) return <NotFoundPage />;
  return (
    <div className="-mx-4 -my-6 flex h-[calc(100dvh-4rem)] flex-col overflow-hidden border-border bg-surface sm:-mx-6 lg:mx-auto lg:my-0 lg:h-[calc(100dvh-8rem)] lg:max-w-4xl lg:rounded-xl lg:border lg:shadow-sm">
      <ChatApp navigation={navigation} />
    </div>
  );
};

export { ChatPage as Component };
