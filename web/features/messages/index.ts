/** What other features use from messages: the rich text editor (legal texts, imprint). */

/** The link address form of the format toolbar (the page editor's toolbar uses it too). */
export { RichTextEditor, type RichTextValue } from './rich-text/rich-text-editor';
