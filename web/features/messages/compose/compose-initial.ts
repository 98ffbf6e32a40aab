import type { MemberRow } from '../../../../contract/members';
import type { MessageDetail } from '../../../../contract/messages';

export type ComposeMode = 'new' | 'reply' | 'reply_all' | 'forward';

export type ComposeInitial = {
  recipients: MemberRow[];
  subject: string;
  conversationStarterId: string | null;
};

const prefixed = (prefix: string, subject: string) =>
  subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`;

/** The composer's starting values for a reply, a reply to all, or a forward of `base`. */
export const composeInitial = (
  mode: ComposeMode,
  base: MessageDetail | undefined,
  meId: string | undefined,
) => {
  if (!base || mode === 'new') return { recipients: [], subject: '', conversationStarterId: null };
  if (mode === 'forward') {
    return { recipients: [], subject: prefixed('Fwd:', base.subject), conversationStarterId: null };
  }
  const people =
    mode === 'reply_all'
      ? [...(base.author ? [base.author] : []), ...base.to]
      : base.author
        ? [base.author]
        : [];
  const seen = new Set<string>();
  const recipients = people.filter((member) => {
    if (member.id === meId || seen.has(member.id)) return false;
    seen.add(member.id);
    return true;
  });
  return { recipients, subject: prefixed('Re:', base.subject), conversationStarterId: base.id };
};

export const composeModeOf = (params: URLSearchParams): { mode: ComposeMode; baseId: string | null } => {
  for (const mode of ['reply', 'reply_all', 'forward'] as const) {
    const id = params.get(mode);
    if (id) return { mode, baseId: id };
  }
  return { mode: 'new', baseId: null };
};
