import { loadMessagesStrings } from '../messages/strings';
import { loadAdministrationStrings } from './strings';

/** Pages with a rich text editor also need the editor's toolbar strings (messages feature). */
export const loadAdministrationEditorStrings = () =>
  Promise.all([loadAdministrationStrings(), loadMessagesStrings()]).then(() => undefined);
