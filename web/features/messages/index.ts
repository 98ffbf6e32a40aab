/** What other features use from messages: the rich text editor (legal texts, imprint). */
export { RichTextEditor, type RichTextValue } from './rich-text/rich-text-editor';
