import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, LogIn, UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PromotedGroup } from '../../../contract/group-promotion';
import { Button, buttonClasses } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { useMembershipChange } from '../groups';
import { groupPromotionKey, useGroupPromotion } from './api';

/**
 * Groups the network promotes to the viewer (part 3 section 3.1 `group_promotion_config`): the title
 * and description the administrators wrote, and a card per group with the details the decorators
 * choose (the server leaves the others out) and the join or request action. Nothing while nothing is
 * promoted; a joined group leaves the box.
 */
export const PromotionBox = () => {
  const { t } = useTranslation();
  const promotion = useGroupPromotion();
  if (promotion.isPending) return null;
  if (promotion.isError)
    return (
      <Card title={t('js.group_promotion.guest_title')} titleId="group-promotion">
        <ErrorState onRetry={() => void promotion.refetch()} />
      </Card>
    );
  const box = promotion.data.promotion;
  if (!box) return null;
  return (
    <Card
      title={box.title ?? t('js.group_promotion.guest_title')}
      titleId="group-promotion"
      actions={
        box.more ? (
          <Link to="/groups" className={buttonClasses('ghost', 'sm', 'text-primary')}>
            {t('js.group_promotion.all_groups')}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        ) : null
      }
    >
      {box.description ? (
        <p className="mb-4 text-sm whitespace-pre-line text-muted">{box.description}</p>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {box.groups.map((group) => (
          <li key={group.id}>
            <PromotedGroupCard group={group} />
          </li>
        ))}
      </ul>
    </Card>
  );
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

const PromotedGroupCard = ({ group }: { group: PromotedGroup }) => {
  const { t } = useTranslation();
  return (
    <article
      aria-label={group.name}
      className="flex h-full gap-3 rounded-xl border border-border bg-surface p-3 shadow-xs"
    >
      {group.image ? (
        <img src={group.image} alt="" className="size-12 shrink-0 rounded-lg object-cover" />
      ) : (
        <span
          aria-hidden
          className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-secondary text-sm font-semibold text-primary"
        >
          {initials(group.name)}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          to={`/groups/${group.slug}`}
          className="truncate text-sm font-medium text-ink hover:text-primary"
        >
          {group.name}
        </Link>
        {group.category ? <span className="text-xs text-subtle">{group.category.name}</span> : null}
        {group.description ? <p className="line-clamp-2 text-sm text-muted">{group.description}</p> : null}
        {group.member_count !== null ? (
          <span className="flex items-center gap-1 text-xs text-muted">
            <Users aria-hidden className="size-3.5" />
            {t('js.group_promotion.members', { count: group.member_count })}
          </span>
        ) : null}
        <JoinAction group={group} />
      </div>
    </article>
  );
};

/** Join at once, or ask to join a moderated group, through the group's join route. */
const JoinAction = ({ group }: { group: PromotedGroup }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const change = useMembershipChange(group);
  if (!group.can.join && !group.can.join_moderated) return null;
  const moderated = !group.can.join;
  const join = () =>
    change.mutate('join', {
      onSuccess: (response) => {
        toast.success(
          response?.membership_status_of_current_member === 'in_moderation'
            ? t('js.group_promotion.requested_toast', { group: group.name })
            : t('js.group_promotion.joined_toast', { group: group.name }),
        );
        void queryClient.invalidateQueries({ queryKey: groupPromotionKey });
      },
      onError: () => toast.error(t('js.group_promotion.join_failed')),
    });
  return (
    <Button
      size="sm"
      variant="primary"
      className="mt-1 self-start"
      loading={change.isPending}
      icon={
        moderated ? <UserPlus aria-hidden className="size-4" /> : <LogIn aria-hidden className="size-4" />
      }
      onClick={join}
      aria-label={t(moderated ? 'js.group_promotion.request_named' : 'js.group_promotion.join_named', {
        group: group.name,
      })}
    >
      {t(moderated ? 'js.group_promotion.request' : 'js.group_promotion.join')}
    </Button>
  );
};
