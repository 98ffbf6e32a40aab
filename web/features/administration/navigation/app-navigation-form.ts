import {
  type AppNavigationBody,
  type AppNavigationItem,
  appNavigationBody,
  appNavigationProblems,
} from '../../../../contract/app-navigation';

/** The contract's body with the rules of part 3 sections 4 and 5, as the server checks them. */
export const appNavigationFormSchema = appNavigationBody.superRefine((values, context) => {
  for (const [path, messages] of Object.entries(appNavigationProblems(values.items))) {
    for (const message of messages) context.addIssue({ code: 'custom', message, path: path.split('.') });
  }
});

export type AppNavigationValues = AppNavigationBody;

let added = 0;
/** A new link item, placed before the fixed `more`. */
export const newLinkItem = (): AppNavigationItem => ({
  id: `link-${Date.now().toString(36)}-${++added}`,
  label: '',
  type: 'link',
  icon: 'link',
  isDefault: false,
  isEntryPoint: false,
  options: { url: '', open_in: 'webview' },
});

/** Only one entry point: choosing one clears the others. */
export const withEntryPoint = (items: AppNavigationItem[], index: number): AppNavigationItem[] =>
  items.map((item, i) => ({ ...item, isEntryPoint: i === index }));
