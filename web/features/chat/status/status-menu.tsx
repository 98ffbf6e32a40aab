import * as Popover from '@radix-ui/react-popover';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../ui/states';
import type { MyProfile } from '../types';
import { StatusDot } from './status-dot';

/** The form (and the form library with it) loads when the member opens it. */
const StatusForm = lazy(() => import('./status-form'));

/** The own status in the list's header; opens the status form (hidden when statuses are off). */
export const StatusMenu = ({ profile }: { profile: MyProfile }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const label = t(`js.chat.status.${profile.status.type}`);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={t('js.chat.status.menu', { status: label })}
        className="inline-flex max-w-48 items-center gap-1.5 rounded-full border border-border px-2.5 py-1 text-xs hover:bg-black/4"
      >
        <StatusDot type={profile.status.type} />
        <span className="truncate">{profile.status.text || label}</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          className="z-[70] rounded-xl border border-border bg-surface p-4 shadow-xl"
        >
          <Suspense fallback={<LoadingState className="w-72 py-4" />}>
            <StatusForm profile={profile} onDone={() => setOpen(false)} />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
};
