import { useTranslation } from 'react-i18next';
import type { ExternalInviteResult } from '../../../../contract/invitations';

/** What an invite sent, and each CSV row it skipped with the reason (part 3 section 8). */
export const InviteResult = ({ result }: { result: ExternalInviteResult }) => {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-2 rounded-lg border border-border bg-canvas p-4 text-sm">
      <p className="font-medium text-ink">{t('js.invitations.sent_count', { count: result.invited })}</p>
      {result.errors.length > 0 ? (
        <>
          <p className="text-danger">{t('js.invitations.skipped_rows', { count: result.errors.length })}</p>
          <ul className="list-disc space-y-0.5 pl-5 text-muted">
            {result.errors.map((error) => (
              <li key={`${error.row}-${error.email}`}>
                {t('js.invitations.row', { row: error.row })} {error.email}: {t(`js.${error.message}`)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
};
