import { MessageListPage } from './message-list-page';

export const InboxPage = () => <MessageListPage box="inbox" />;

export { InboxPage as Component };
