import 'maplibre-gl/dist/maplibre-gl.css';
import type { FeatureCollection, Point } from 'geojson';
import type { GeoJSONSource, Map as MapLibreMap, Marker, Popup } from 'maplibre-gl';
import maplibregl from 'maplibre-gl/dist/maplibre-gl-csp';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-csp-worker.js?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOCAL_STYLE } from './map-style';
import type { MapPlace, Opening } from './places';

// The worker comes from our own origin: the Content Security Policy allows no blob: workers.
maplibregl.setWorkerUrl(workerUrl);

const SOURCE = 'places';
/** Markers closer than this (pixels) join a cluster; above this zoom every marker stands alone. */
const CLUSTER_RADIUS = 48;
const CLUSTER_MAX_ZOOM = 16;

type Props = {
  places: MapPlace[];
  opening: Opening;
  styleUrl: string | null;
  /** The place the list asked to show: the map flies there and opens its popup. */
  focus: { key: string } | null;
};

const featuresOf = (places: MapPlace[]): FeatureCollection<Point> => ({
  type: 'FeatureCollection',
  features: places.map((place) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [place.longitude, place.latitude] },
    properties: { key: place.key },
  })),
});

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = '') => {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
};

/**
 * The map: MapLibre GL JS with the places as a clustered GeoJSON source, drawn as HTML buttons (a
 * cluster shows its count and zooms in; a place opens a popup linking to the member or group). HTML
 * markers need no glyphs or sprites, so they draw on the built-in plain style as on a real one.
 */
export const MapCanvas = ({ places, opening, styleUrl, focus }: Props) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const container = useRef<HTMLElement>(null);
  const popups = useRef(new Map<string, { marker: Marker; popup: Popup }>());
  const mapRef = useRef<MapLibreMap | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!container.current) return;
    const byKey = new Map(places.map((place) => [place.key, place]));
    let map: MapLibreMap;
    try {
      map = new maplibregl.Map({
        container: container.current,
        style: styleUrl ?? LOCAL_STYLE,
        ...(opening.type === 'center'
          ? { center: [opening.longitude, opening.latitude] as [number, number], zoom: opening.zoom }
          : {
              bounds: [opening.west, opening.south, opening.east, opening.north] as [
                number,
                number,
                number,
                number,
              ],
              fitBoundsOptions: { padding: 48, maxZoom: opening.maxZoom },
            }),
      });
    } catch {
      // No WebGL (an old or locked-down browser): the list beside the map still shows every place.
      setFailed(true);
      return;
    }
    mapRef.current = map;
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');

    const placeMarker = (place: MapPlace) => {
      const button = element(
        'button',
        place.kind === 'group'
          ? 'flex size-7 items-center justify-center rounded-md border-2 border-white bg-ink text-xs font-semibold text-white shadow'
          : 'flex size-7 items-center justify-center rounded-full border-2 border-white bg-primary text-xs font-semibold text-on-primary shadow',
        place.name.trim().charAt(0).toUpperCase(),
      );
      button.type = 'button';
      button.setAttribute('aria-label', place.name);
      button.dataset.place = place.key;
      const content = element('div', 'space-y-1 text-sm');
      const link = element('a', 'font-semibold text-primary underline', place.name);
      link.href = place.path;
      link.addEventListener('click', (event) => {
        event.preventDefault();
        navigate(place.path);
      });
      content.append(link);
      if (place.detail) content.append(element('p', 'text-muted', place.detail));
      const popup = new maplibregl.Popup({ offset: 16, closeButton: true }).setDOMContent(content);
      const marker = new maplibregl.Marker({ element: button })
        .setLngLat([place.longitude, place.latitude])
        .setPopup(popup);
      popups.current.set(place.key, { marker, popup });
      return marker;
    };

    const clusterMarker = (id: number, count: number, coordinates: [number, number]) => {
      const button = element(
        'button',
        'flex size-10 items-center justify-center rounded-full border-2 border-white bg-primary text-sm font-bold text-on-primary shadow-lg',
        String(count),
      );
      button.type = 'button';
      button.setAttribute('aria-label', t('js.maps.cluster', { count }));
      button.addEventListener('click', () => {
        const source = map.getSource<GeoJSONSource>(SOURCE);
        void source?.getClusterExpansionZoom(id).then((zoom) => map.easeTo({ center: coordinates, zoom }));
      });
      return new maplibregl.Marker({ element: button }).setLngLat(coordinates);
    };

    // Markers are made once per place or cluster and only added or removed as the view changes.
    const made = new Map<string, Marker>();
    let shown = new Map<string, Marker>();
    const update = () => {
      if (!map.getSource(SOURCE)) return;
      const next = new Map<string, Marker>();
      for (const feature of map.querySourceFeatures(SOURCE)) {
        const coordinates = (feature.geometry as Point).coordinates as [number, number];
        const props = feature.properties as {
          cluster?: boolean;
          cluster_id?: number;
          point_count?: number;
          key?: string;
        };
        const id = props.cluster ? `cluster:${props.cluster_id}` : props.key;
        if (!id || next.has(id)) continue;
        let marker = made.get(id);
        if (!marker) {
          const place = props.key ? byKey.get(props.key) : undefined;
          if (props.cluster)
            marker = clusterMarker(props.cluster_id ?? 0, props.point_count ?? 0, coordinates);
          else if (place) marker = placeMarker(place);
          else continue;
          made.set(id, marker);
        }
        next.set(id, marker);
        if (!shown.has(id)) marker.addTo(map);
      }
      for (const [id, marker] of shown) if (!next.has(id)) marker.remove();
      shown = next;
    };

    map.on('load', () => {
      map.addSource(SOURCE, {
        type: 'geojson',
        data: featuresOf(places),
        cluster: true,
        clusterRadius: CLUSTER_RADIUS,
        clusterMaxZoom: CLUSTER_MAX_ZOOM,
      });
      // An invisible layer makes the source's tiles load, so querySourceFeatures answers the markers.
      map.addLayer({
        id: `${SOURCE}-anchor`,
        type: 'circle',
        source: SOURCE,
        paint: { 'circle-opacity': 0, 'circle-radius': 1 },
      });
    });
    map.on('sourcedata', (event) => {
      if (event.sourceId === SOURCE && event.isSourceLoaded) update();
    });
    map.on('moveend', update);
    const known = popups.current;
    return () => {
      known.clear();
      mapRef.current = null;
      map.remove();
    };
  }, [places, opening, styleUrl, navigate, t]);

  useEffect(() => {
    const map = mapRef.current;
    const place = focus ? places.find((candidate) => candidate.key === focus.key) : undefined;
    if (!map || !place) return;
    // Idle: the flight is over and the markers of the new view are placed.
    map.once('idle', () => {
      const entry = popups.current.get(place.key);
      if (entry && !entry.popup.isOpen()) entry.marker.togglePopup();
    });
    map.flyTo({ center: [place.longitude, place.latitude], zoom: CLUSTER_MAX_ZOOM + 1 });
  }, [focus, places]);

  if (failed) {
    return (
      <div className="flex h-full items-center justify-center rounded-lg border border-border bg-surface p-6 text-center text-sm text-muted">
        {t('js.maps.unsupported')}
      </div>
    );
  }
  return (
    <section
      ref={container}
      className="h-full w-full overflow-hidden rounded-lg border border-border"
      aria-label={t('js.maps.map_label')}
      data-testid="map-canvas"
    />
  );
};
