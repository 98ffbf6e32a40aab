import { Bell, BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/dates';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../../ui/dropdown-menu';
import { toast } from '../../../ui/toaster';
import { useChatSession } from '../api/chat-session-context';
import { isMuted, MUTE_PERIODS, type WebMutePeriod } from '../lib/mute';
import type { Chat } from '../types';

/** Mute for 1 hour, the rest of the day or the week (forever is app-only), or unmute. */
export const MuteMenu = ({ chat, timeZone }: { chat: Chat; timeZone?: string }) => {
  const { t } = useTranslation();
  const session = useChatSession();
  const muted = isMuted(chat.state.muted_until);
  const run = async (action: () => Promise<{ chat: Chat }>) => {
    try {
      session.applyChat((await action()).chat);
    } catch {
      toast.error(t('js.chat.mute.failed'));
    }
  };
  const mute = (period: WebMutePeriod) =>
    run(() => session.request('mute_chat', { chat_id: chat.id, period }));
  const unmute = () => run(() => session.request('unmute_chat', { chat_id: chat.id }));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t('js.chat.mute.menu')}
        title={
          muted && chat.state.muted_until
            ? t('js.chat.muted', { until: formatDateTime(chat.state.muted_until, timeZone) })
            : t('js.chat.mute.menu')
        }
        className="inline-flex size-9 items-center justify-center rounded-lg hover:bg-black/6"
      >
        {muted ? <BellOff aria-hidden className="size-5" /> : <Bell aria-hidden className="size-5" />}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" label={t('js.chat.mute.menu')}>
        {muted && chat.state.muted_until ? (
          <DropdownMenuLabel>
            {t('js.chat.muted', { until: formatDateTime(chat.state.muted_until, timeZone) })}
          </DropdownMenuLabel>
        ) : null}
        {MUTE_PERIODS.map((period) => (
          <DropdownMenuItem key={period} onSelect={() => void mute(period)}>
            {t(`js.chat.mute.${period}`)}
          </DropdownMenuItem>
        ))}
        {muted ? (
          <DropdownMenuItem onSelect={() => void unmute()}>{t('js.chat.mute.unmute')}</DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
