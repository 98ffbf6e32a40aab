import { useSearchParams } from 'react-router';
import { useMe } from '../../../app/api/use-me';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useMessage } from '../api/use-message';
import { useRecipient } from '../api/use-recipient';
import { ComposeForm } from './compose-form';
import { composeInitial, composeModeOf } from './compose-initial';

/** /messages/new (?to=memberId, ?reply=, ?reply_all=, ?forward=): loads what the composer starts from. */
export const ComposePage = () => {
  const [searchParams] = useSearchParams();
  const { mode, baseId } = composeModeOf(searchParams);
  const toId = searchParams.get('to');
  const me = useMe();
  const base = useMessage(baseId ?? undefined);
  const member = useRecipient(toId);
  if (me.isPending || (baseId && base.isPending) || (toId && member.isPending)) return <LoadingState />;
  if (me.isError || (baseId && base.isError)) return <ErrorState />;
  const initial = composeInitial(mode, base.data, me.data.id);
  if (toId && member.data) initial.recipients = [member.data];
  // Rights come from the server; replies never go to everyone (the server refuses that too).
  const canSendToAll =
    mode === 'new' ? me.data.can.send_to_all : mode === 'forward' && Boolean(base.data?.can.send_to_all);
  return (
    <ComposeForm
      key={`${mode}-${baseId ?? ''}-${toId ?? ''}`}
      initial={initial}
      isReply={mode === 'reply' || mode === 'reply_all'}
      canSendToAll={canSendToAll}
    />
  );
};

export { ComposePage as Component };
