import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActivityTranslation, activitiesPaths } from '../../../contract/activities';
import { apiFetch } from '../../app/api/client';
import { SanitizedHtml } from '../../ui/sanitized-html';
import { toast } from '../../ui/toaster';

export type TranslatableContentProps = {
  type: 'activity' | 'activity_reply';
  id: string;
  html: string;
  /** The server's `can.translate`: written in another language and the installation translates. */
  canTranslate: boolean;
  className?: string;
};

/**
 * The text of an activity or reply with its translation controls: "Translate" fetches the text in
 * the reader's language, "Show original" goes back. A failed translation keeps the original and says so.
 */
export const TranslatableContent = ({
  type,
  id,
  html,
  canTranslate,
  className,
}: TranslatableContentProps) => {
  const { t, i18n } = useTranslation();
  const [translated, setTranslated] = useState<string | null>(null);
  const [showing, setShowing] = useState(false);
  const [loading, setLoading] = useState(false);
  const translate = async () => {
    if (translated !== null) {
      setShowing(true);
      return;
    }
    setLoading(true);
    try {
      const answer = await apiFetch<ActivityTranslation>(
        activitiesPaths.translation(i18n.language, type, id),
      );
      setTranslated(answer.html_content);
      setShowing(true);
    } catch {
      toast.error(t('js.activitystreams.activity.translation_controls.error'));
    } finally {
      setLoading(false);
    }
  };
  return (
    <div className="flex flex-col gap-1">
      {html ? (
        <SanitizedHtml html={showing && translated !== null ? translated : html} className={className} />
      ) : null}
      {canTranslate ? (
        <button
          type="button"
          className="self-start text-xs text-muted hover:underline disabled:opacity-60"
          disabled={loading}
          aria-busy={loading}
          onClick={() => (showing ? setShowing(false) : void translate())}
        >
          {loading
            ? t('js.activitystreams.activity.translation_controls.translating')
            : showing
              ? t('js.activitystreams.activity.translation_controls.show_original')
              : t('js.activitystreams.activity.translation_controls.translate')}
        </button>
      ) : null}
    </div>
  );
};
