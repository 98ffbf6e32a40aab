import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { WidgetDataOf } from '../../../../contract/widgetbars';
import { Avatar } from '../../../ui/avatar';

/** The viewer's groups as quick links, favourites first. */
export const SpeedDialWidget = ({ data }: { data: WidgetDataOf<'speed_dial'> }) => {
  const { t } = useTranslation();
  if (data.groups.length === 0)
    return <p className="text-sm text-muted">{t('js.widgetbars.speed_dial.empty')}</p>;
  return (
    <ul className="grid grid-cols-3 gap-3">
      {data.groups.map((group) => (
        <li key={group.id}>
          <Link
            to={`/groups/${group.slug}`}
            className="flex flex-col items-center gap-1.5 rounded-lg p-1.5 text-center hover:bg-canvas"
          >
            <Avatar src={group.image_url} size="md" shape="square" />
            <span className="line-clamp-2 text-xs text-ink">{group.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
};
