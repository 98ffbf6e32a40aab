import { Lock, MailWarning, Search, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { AdminMember } from '../../../../contract/member-administration';
import { MEMBER_SEARCH_DEBOUNCE_MS } from '../../../app/api/member-search';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Badge } from '../../../ui/badge';
import { buttonClasses } from '../../../ui/button';
import { inputClasses } from '../../../ui/form-field';
import { PagedListCard } from '../../../ui/paged-list-card';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { useAdminMembers } from '../api/use-admin-members';
import { LockButton } from './lock-button';

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

const MemberRow = ({ member }: { member: AdminMember }) => {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3 px-5 py-3">
      <div className="min-w-0 flex-1">
        <Link
          to={`/administration/members/${member.id}/edit`}
          className="font-medium text-ink hover:underline focus-visible:underline"
        >
          {member.name}
        </Link>
        <p className="truncate text-sm text-muted">{member.email}</p>
      </div>
      <div className="flex flex-wrap gap-1.5">
        {member.is_network_admin ? <Badge tone="primary">{t('js.people_administration.admin')}</Badge> : null}
        {member.is_external ? <Badge>{t('js.people_administration.guest')}</Badge> : null}
        {member.locked ? (
          <Badge tone="danger" icon={<Lock aria-hidden className="size-3" />}>
            {t('js.people_administration.locked')}
          </Badge>
        ) : null}
        {member.password_pending ? (
          <Badge tone="warning">{t('js.people_administration.invited')}</Badge>
        ) : null}
        {member.roles.map((role) => (
          <Badge key={role.id} color={role.color} textColor={role.text_color}>
            {role.name}
          </Badge>
        ))}
      </div>
      <LockButton member={member} />
    </div>
  );
};

/** /administration/members: every member an administrator manages, searchable and paged. */
export const MembersAdminPage = () => {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [text, setText] = useState(searchParams.get('q') ?? '');
  const q = useDebouncedValue(text, MEMBER_SEARCH_DEBOUNCE_MS).trim();
  const page = pageOf(searchParams.get('page'));
  const members = useAdminMembers(q, page);
  useDocumentTitle(t('js.people_administration.members_title'));
  const data = members.data;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">
          {t('js.people_administration.members_title')}
        </h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/administration/mail_bounces" className={buttonClasses('secondary', 'md')}>
            <MailWarning aria-hidden className="size-4" />
            {t('js.people_administration.bounces.title')}
          </Link>
          <Link to="/administration/members/new" className={buttonClasses('primary', 'md')}>
            <UserPlus aria-hidden className="size-4" />
            {t('js.people_administration.new_member')}
          </Link>
        </div>
      </div>
      <search className="relative block" aria-label={t('js.people_administration.search_label')}>
        <Search aria-hidden className="pointer-events-none absolute top-3 left-3 size-4 text-subtle" />
        <input
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (page !== 1) setSearchParams({}, { replace: true });
          }}
          aria-label={t('js.people_administration.search_label')}
          placeholder={t('js.people_administration.search_label')}
          className={`${inputClasses} pl-9`}
        />
      </search>
      <PagedListCard
        list={members}
        title={data ? t('js.people_administration.count', { count: data.total }) : undefined}
        titleId="admin-members-title"
        page={page}
        onPageChange={(next) => setSearchParams({ page: String(next) })}
        keyOf={(member) => member.id}
        renderEntry={(member) => <MemberRow member={member} />}
        empty={{ icon: <Users aria-hidden className="size-6" />, title: t('js.people_administration.none') }}
      />
    </div>
  );
};

export { MembersAdminPage as Component };
