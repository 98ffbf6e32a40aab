import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MapPlace } from './places';

type Props = { places: MapPlace[]; onShow: (place: MapPlace) => void };

const Section = ({ title, places, onShow }: Props & { title: string }) => {
  const { t } = useTranslation();
  if (places.length === 0) return null;
  return (
    <section aria-label={title} className="space-y-2">
      <h2 className="text-sm font-semibold text-ink">
        {title} <span className="font-normal text-muted">({places.length})</span>
      </h2>
      <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
        {places.map((place) => (
          <li key={place.key} className="flex items-center gap-2 px-3 py-2">
            <div className="min-w-0 flex-1">
              <Link
                to={place.path}
                className="block truncate text-sm font-medium text-primary hover:underline"
              >
                {place.name}
              </Link>
              {place.detail ? <p className="truncate text-xs text-muted">{place.detail}</p> : null}
            </div>
            <button
              type="button"
              onClick={() => onShow(place)}
              className="inline-flex shrink-0 items-center gap-1 rounded px-2 py-1 text-xs text-muted hover:bg-secondary hover:text-ink focus-visible:outline-2 focus-visible:outline-primary"
              aria-label={t('js.maps.show_on_map', { name: place.name })}
            >
              <MapPin className="size-4" aria-hidden="true" />
              {t('js.maps.show')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
};

/**
 * Everything on the map as a list beside it, for keyboard and screen-reader users (and small
 * screens): each entry links to the member or group and can show its marker on the map.
 */
export const MapList = ({ places, onShow }: Props) => {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <Section
        title={t('js.maps.groups')}
        places={places.filter((p) => p.kind === 'group')}
        onShow={onShow}
      />
      <Section
        title={t('js.maps.members')}
        places={places.filter((p) => p.kind === 'member')}
        onShow={onShow}
      />
    </div>
  );
};
