import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  type MailBounce,
  type MailBounceList,
  mailBouncePath,
  mailBouncesPath,
} from '../../../../contract/mail-bounces';
import { apiFetch } from '../../../app/api/client';
import { useDocumentTitle } from '../../../app/use-document-title';
import { formatDateTime } from '../../../i18n/dates';
import { Button } from '../../../ui/button';
import { PagedListCard } from '../../../ui/paged-list-card';
import { toast } from '../../../ui/toaster';
import { memberAdministrationKeys } from '../api/keys';

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

const BounceRow = ({ bounce }: { bounce: MailBounce }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => apiFetch<void>(mailBouncePath(bounce.address), { method: 'DELETE' }),
    onSuccess: () => {
      toast.success(t('js.people_administration.bounces.cleared', { address: bounce.address }));
      void queryClient.invalidateQueries({ queryKey: memberAdministrationKeys.bounces });
    },
    onError: () => toast.error(t('js.generic_error')),
  });
  return (
    <div className="flex flex-wrap items-start gap-3 px-5 py-3">
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="font-medium break-all text-ink">{bounce.address}</p>
        {bounce.member ? (
          <Link
            to={`/administration/members/${bounce.member.id}/edit`}
            className="text-sm text-primary hover:underline focus-visible:underline"
          >
            {bounce.member.name}
          </Link>
        ) : (
          <p className="text-sm text-muted">{t('js.people_administration.bounces.no_member')}</p>
        )}
        <p className="font-mono text-xs break-words text-muted">{bounce.response}</p>
        <p className="text-xs text-muted">
          {t('js.people_administration.bounces.when', {
            count: bounce.count,
            first: formatDateTime(bounce.first_bounced_at),
            last: formatDateTime(bounce.last_bounced_at),
          })}
        </p>
      </div>
      <Button size="sm" loading={retry.isPending} onClick={() => retry.mutate()}>
        {t('js.people_administration.bounces.retry', { address: bounce.address })}
      </Button>
    </div>
  );
};

/**
 * /administration/mail_bounces: the addresses the mail server refused for good (part 3 section 8).
 * Optional mail to them is paused; "Try again" clears the record once the address works.
 */
export const MailBouncesPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('js.people_administration.bounces.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageOf(searchParams.get('page'));
  const bounces = useQuery({
    queryKey: [...memberAdministrationKeys.bounces, page],
    queryFn: ({ signal }) => apiFetch<MailBounceList>(`${mailBouncesPath}?page=${page}`, { signal }),
    placeholderData: (previous) => previous,
  });
  const data = bounces.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">
          {t('js.people_administration.bounces.title')}
        </h1>
        <p className="mt-1 text-sm text-muted">{t('js.people_administration.bounces.intro')}</p>
      </div>
      <PagedListCard
        list={bounces}
        title={data ? t('js.people_administration.bounces.count', { count: data.total }) : undefined}
        titleId="mail-bounces-title"
        page={page}
        onPageChange={(next) => setSearchParams({ page: String(next) })}
        keyOf={(bounce) => bounce.address}
        renderEntry={(bounce) => <BounceRow bounce={bounce} />}
        empty={{
          icon: <MailCheck aria-hidden className="size-6" />,
          title: t('js.people_administration.bounces.none'),
        }}
      />
    </div>
  );
};

export { MailBouncesPage as Component };
