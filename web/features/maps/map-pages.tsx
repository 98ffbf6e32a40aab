import { MapPinOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { cn } from '../../ui/cn';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { NotFoundPage } from '../errors';
import { useGroupContext } from '../groups';
import { useMapData } from './api';
import { MapCanvas } from './map-canvas';
import { MapList } from './map-list';
import { type MapPlace, openingOf, placesOf } from './places';

/** The map with its list; loading, error, 404 (maps off, group not shown) and empty states. */
const MapContent = ({ path }: { path: string }) => {
  const { t } = useTranslation();
  const data = useMapData(path);
  const [focus, setFocus] = useState<{ key: string } | null>(null);
  const places = useMemo(() => (data.data ? placesOf(data.data) : []), [data.data]);
  const opening = useMemo(() => (data.data ? openingOf(data.data, places) : null), [data.data, places]);

  if (data.isPending) return <LoadingState />;
  if (data.isError) {
    if (isApiError(data.error) && data.error.status === 404) return <NotFoundPage />;
    return <ErrorState onRetry={() => void data.refetch()} />;
  }
  const view = data.data;
  const show = (place: MapPlace) => setFocus({ key: place.key });
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted" aria-live="polite">
        {view.kind === 'members'
          ? t('js.maps.members_count', { count: view.members.length })
          : t('js.maps.places_count', { members: view.members.length, groups: view.groups.length })}
      </p>
      {view.truncated ? <p className="text-sm text-muted">{t('js.maps.truncated')}</p> : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(16rem,1fr)]">
        <div className="h-[26rem] lg:h-[36rem]">
          {opening ? (
            <MapCanvas places={places} opening={opening} styleUrl={view.style_url} focus={focus} />
          ) : null}
        </div>
        <aside aria-label={t('js.maps.list_label')} className="max-h-[36rem] overflow-y-auto">
          {places.length === 0 ? (
            <EmptyState
              icon={<MapPinOff className="size-8" aria-hidden="true" />}
              title={t('js.maps.empty')}
              description={t('js.maps.empty_text')}
            />
          ) : (
            <MapList places={places} onShow={show} />
          )}
        </aside>
      </div>
    </div>
  );
};

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-1.5 text-sm font-medium',
    isActive ? 'bg-primary text-on-primary' : 'text-muted hover:bg-secondary hover:text-ink',
  );

const NetworkTabs = () => {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('js.maps.views')} className="flex gap-2">
      <NavLink to="/map" end className={tabClass}>
        {t('js.maps.all_tab')}
      </NavLink>
      <NavLink to="/map/members" className={tabClass}>
        {t('js.maps.members_tab')}
      </NavLink>
    </nav>
  );
};

/** /map: the members and groups of the network the viewer may see. */
export const NetworkMapPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('js.maps.title'));
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold text-ink">{t('js.maps.title')}</h1>
      <NetworkTabs />
      <MapContent path="/api/v1/map" />
    </div>
  );
};

/** /members/map and /map/members: the members only. */
export const MembersMapPage = () => {
  const { t } = useTranslation();
  useDocumentTitle(t('js.maps.members_title'));
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold text-ink">{t('js.maps.members_title')}</h1>
      <NetworkTabs />
      <MapContent path="/api/v1/map/members" />
    </div>
  );
};

/** /groups/{slug}/map: the group and its members. */
export const GroupMapPage = () => {
  const { t } = useTranslation();
  const { group } = useGroupContext();
  useDocumentTitle(`${t('js.maps.title')} – ${group.name}`);
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-ink">{t('js.maps.title')}</h2>
      <MapContent path={`/api/v1/groups/${encodeURIComponent(group.slug)}/map`} />
    </div>
  );
};
