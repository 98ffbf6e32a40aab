import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Activity } from '../../../contract/activities';
import { toast } from '../../ui/toaster';
import { useRemoveLinkPreview } from './api/mutations';

type Preview = NonNullable<Activity['link_preview']>;

/** The preview of a post's first link (filled by the crawler); its author may take it off. */
export const LinkPreviewCard = ({
  activityId,
  preview,
  canRemove,
}: {
  activityId: string;
  preview: Preview;
  canRemove: boolean;
}) => {
  const { t } = useTranslation();
  const remove = useRemoveLinkPreview();
  return (
    <div className="relative flex gap-3 overflow-hidden rounded-lg border border-border bg-surface p-2">
      {preview.image_url ? (
        <img
          src={preview.image_url}
          alt=""
          className="size-20 shrink-0 rounded object-cover"
          loading="lazy"
        />
      ) : null}
      <div className="min-w-0 flex-1 pr-6 text-sm">
        <p className="text-xs text-muted uppercase">{preview.site}</p>
        <a
          href={preview.url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="font-semibold text-primary hover:underline"
        >
          {preview.title || preview.url}
        </a>
        {preview.description ? <p className="line-clamp-2 text-muted">{preview.description}</p> : null}
      </div>
      {canRemove ? (
        <button
          type="button"
          className="absolute top-1 right-1 rounded p-1 text-muted hover:bg-black/5 disabled:opacity-50"
          aria-label={t('js.activities.remove_link_preview')}
          title={t('js.activities.remove_link_preview')}
          disabled={remove.isPending}
          onClick={() => remove.mutate(activityId, { onError: () => toast.error(t('js.generic_error')) })}
        >
          <X aria-hidden className="size-4" />
        </button>
      ) : null}
    </div>
  );
};
