import { MessageListPage } from './message-list-page';

export const SentPage = () => <MessageListPage box="sent" />;

export { SentPage as Component };
