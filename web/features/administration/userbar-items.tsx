import { useTranslation } from 'react-i18next';
import type { UserbarAdministration } from '../../../contract/userbar';
import { UserbarLink } from '../../app/shell/userbar/userbar-link';
import { iconOf } from './icons';
import { loadAdministrationStrings } from './strings';
import { UpdateOffer } from './updates/update-offer';

type Props = { items: UserbarAdministration['items'] };

/**
 * The administration user bar's items, translated, each with its own icon. Loaded only for members who
 * administrate something, with the administration strings, so the shell carries neither.
 */
const AdministrationUserbarItems = ({ items }: Props) => {
  const { t } = useTranslation();
  // Whoever the server links to the updates page gets the once-a-day offer of a newer release.
  const offer = items.some((item) => item.key === 'update_zentrale');
  const links = items.map((item) => {
    const Icon = iconOf(item.key);
    return (
      <li key={item.key}>
        <UserbarLink to={item.url} icon={<Icon aria-hidden className="size-4" />} end>
          {t(item.label)}
        </UserbarLink>
      </li>
    );
  });
  return (
    <>
      {links}
      {offer ? <UpdateOffer /> : null}
    </>
  );
};

export const loadAdministrationUserbarItems = () =>
  loadAdministrationStrings().then(() => ({ default: AdministrationUserbarItems }));
