import { Mark, mergeAttributes } from '@tiptap/react';
import { EDITOR_COLORS, type EditorColor } from '../../../../contract/blogs';

declare module '@tiptap/react' {
  interface Commands<ReturnType> {
    textColor: {
      setTextColor: (color: EditorColor) => ReturnType;
      unsetTextColor: () => ReturnType;
    };
  }
}

const isColor = (value: unknown): value is EditorColor =>
  typeof value === 'string' && (EDITOR_COLORS as readonly string[]).includes(value);

/**
 * Text in one of the 13 named colours (part 1 section 9) as `<span data-color="name">`: a name, not a
 * value, so the server keeps it (blogs/content.ts) and the stylesheet decides how it looks.
 */
export const TextColor = Mark.create({
  name: 'textColor',
  addAttributes() {
    return {
      color: {
        default: null,
        parseHTML: (element) => {
          const value = element.getAttribute('data-color');
          return isColor(value) ? value : null;
        },
        renderHTML: (attributes) => (isColor(attributes.color) ? { 'data-color': attributes.color } : {}),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-color]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes), 0];
  },
  addCommands() {
    return {
      setTextColor:
        (color) =>
        ({ commands }) =>
          commands.setMark(this.name, { color }),
      unsetTextColor:
        () =>
        ({ commands }) =>
          commands.unsetMark(this.name),
    };
  },
});
