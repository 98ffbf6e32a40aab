import type { Editor } from '@tiptap/core';
import Mention from '@tiptap/extension-mention';
import type { SuggestionOptions, SuggestionProps } from '@tiptap/suggestion';
import { MEMBER_SEARCH_DEBOUNCE_MS, memberSearchTerm } from '../../../app/api/member-search';
import { memberSource, type Pick, tagSource } from '../../../ui/form/picker-sources';

export type SuggestionChar = '@' | '#';

/** What the open suggestion list shows; null when it is closed. */
export type SuggestionView = {
  char: SuggestionChar;
  query: string;
  items: Pick[];
  loading: boolean;
  failed: boolean;
  /** Where the typed trigger is on screen, to place the list under it. */
  rect: DOMRect | null;
  pick: (item: Pick) => void;
};

/** The editor's side: it draws the list and answers the keys while the list is open. */
export type SuggestionHost = {
  show: (view: SuggestionView | null) => void;
  keyDown: (event: KeyboardEvent) => boolean;
};

const tags = tagSource({ excludeNew: true });

/** Members for `@` (only those the author may see: the server's member search), tags for `#`. */
const searches: Record<SuggestionChar, (query: string, signal: AbortSignal) => Promise<Pick[]>> = {
  '@': (query, signal) => memberSource.search(memberSearchTerm(query), signal),
  '#': (query, signal) => tags.search(query, signal),
};

function suggestion(
  char: SuggestionChar,
  host: () => SuggestionHost,
): Omit<SuggestionOptions<Pick>, 'editor'> {
  let failed = false;
  const view = (props: SuggestionProps<Pick>): SuggestionView => ({
    char,
    query: props.query,
    items: props.items,
    loading: Boolean((props as { loading?: boolean }).loading),
    failed,
    rect: props.clientRect?.() ?? null,
    pick: (item) => props.command(item),
  });
  return {
    char,
    minQueryLength: 1,
    debounce: MEMBER_SEARCH_DEBOUNCE_MS,
    items: async ({ query, signal }) => {
      failed = false;
      try {
        return await searches[char](query, signal);
      } catch (error) {
        if (signal.aborted) throw error;
        failed = true;
        return [];
      }
    },
    // A member becomes a mention node (its id goes with the post); a tag stays text the server reads.
    command: ({
      editor,
      range,
      props,
    }: {
      editor: Editor;
      range: { from: number; to: number };
      props: Pick;
    }) => {
      const content =
        char === '@'
          ? [
              { type: 'mention', attrs: { id: props.id, label: props.name, mentionSuggestionChar: '@' } },
              { type: 'text', text: ' ' },
            ]
          : `#${props.name} `;
      editor.chain().focus().insertContentAt(range, content).run();
    },
    render: () => ({
      onStart: (props) => host().show(view(props)),
      onUpdate: (props) => host().show(view(props)),
      onExit: () => host().show(null),
      onKeyDown: ({ event }) => host().keyDown(event),
    }),
  };
}

/** The mention node with the `@` and `#` suggestion lists; `host` is read at each event. */
export const mentionExtension = (host: () => SuggestionHost) =>
  Mention.configure({
    HTMLAttributes: { class: 'mention' },
    suggestions: [suggestion('@', host), suggestion('#', host)],
  });

/** The ids of the members mentioned in the editor's text, each once, in order. */
export function mentionedIds(editor: Editor): string[] {
  const ids: string[] = [];
  editor.state.doc.descendants((node) => {
    if (node.type.name === 'mention' && node.attrs.mentionSuggestionChar === '@' && node.attrs.id) {
      if (!ids.includes(node.attrs.id)) ids.push(node.attrs.id);
    }
  });
  return ids;
}
