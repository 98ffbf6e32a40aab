import { useMutation } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { type AssignChannelSubscriptionsBody, channelAssignmentPath } from '../../../contract/channels';
import { apiFetch } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { CheckboxField } from '../../ui/form/choice-fields';
import { MemberPickerField } from '../../ui/form/member-picker-field';
import { channelSource, inviteeSource, type Pick, pickSchema } from '../../ui/form/picker-sources';
import { applyServerErrors } from '../../ui/form/server-errors';
import { useZodForm } from '../../ui/form/use-zod-form';
import { toast } from '../../ui/toaster';
import { useUnsavedChangesPrompt } from '../../ui/use-unsaved-changes-prompt';

// The form's rules of part 3 section 5, checked here first and by the server again.
const schema = z
  .object({
    channels: z.array(pickSchema).min(1, 'errors.channels.assignment.channels_required'),
    subscribe_all_network_members: z.boolean(),
    members: z.array(pickSchema),
  })
  .refine((values) => values.subscribe_all_network_members || values.members.length > 0, {
    path: ['members'],
    message: 'errors.channels.assignment.members_required',
  });
type Values = z.infer<typeof schema>;
const FIELDS = ['channels', 'subscribe_all_network_members', 'members'] as const;
const EMPTY: Values = { channels: [], subscribe_all_network_members: false, members: [] };

const membersOf = (picks: Pick[]): AssignChannelSubscriptionsBody['members'] =>
  picks.flatMap((pick) =>
    pick.kind === 'member' || pick.kind === 'group' || pick.kind === 'membership_role'
      ? [{ type: pick.kind, id: pick.id }]
      : [],
  );

/**
 * /administration/channel_settings: network administrators subscribe members, groups, roles or every
 * network member to channels. The server subscribes each member only to the channels they may see.
 */
const AssignSubscriptionsPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('js.channels.assignment.title'));
  const assign = useMutation({
    mutationFn: (body: AssignChannelSubscriptionsBody) =>
      apiFetch<{ channels: number }>(channelAssignmentPath, { method: 'POST', body, idempotent: true }),
  });
  const { control, handleSubmit, formState, setError, reset, watch } = useZodForm(schema, {
    defaultValues: EMPTY,
  });
  useUnsavedChangesPrompt(formState.isDirty && !formState.isSubmitSuccessful);
  const everyone = watch('subscribe_all_network_members');

  const submit = handleSubmit(async (values: Values) => {
    try {
      const queued = await assign.mutateAsync({
        channels: values.channels.map((pick) => pick.id),
        subscribe_all_network_members: values.subscribe_all_network_members,
        members: values.subscribe_all_network_members ? [] : membersOf(values.members),
      });
      toast.success(t('js.channels.assignment.assign_success', { count: queued.channels }));
      flushSync(() => reset(EMPTY));
    } catch (error) {
      applyServerErrors(error, setError, t, { fields: FIELDS });
    }
  });

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">
          {t('js.channels.assignment.title')}
        </h1>
        <p className="mt-1 text-sm text-muted">{t('js.channels.assignment.intro')}</p>
      </div>
      <Card>
        <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
          <MemberPickerField
            control={control}
            name="channels"
            label={t('js.channels.assignment.channels')}
            placeholder={t('js.channels.assignment.channels_placeholder')}
            required
            source={channelSource}
          />
          <CheckboxField
            control={control}
            name="subscribe_all_network_members"
            label={t('js.channels.assignment.all_members')}
            hint={t('js.channels.assignment.all_members_hint')}
          />
          <MemberPickerField
            control={control}
            name="members"
            label={t('js.channels.assignment.members')}
            hint={t('js.channels.assignment.members_hint')}
            source={inviteeSource}
            disabled={everyone}
          />
          <div className="flex justify-end gap-2">
            <Button onClick={() => navigate('/administration')}>{t('js.cancel')}</Button>
            <Button
              type="submit"
              variant="primary"
              loading={formState.isSubmitting}
              disabled={!formState.isDirty}
            >
              {t('js.channels.assignment.submit')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
};

export { AssignSubscriptionsPage as Component };
