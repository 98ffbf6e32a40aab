import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { blogPages } from '../../../contract/blogs';
import {
  articleOverrideKey,
  type BlogWidgetData,
  type ChannelWidget,
  type ChannelWidgetDataOf,
  type ChannelWidgetFieldsOf,
  ITEMS_PER_COLUMN,
  type NavigationItem,
} from '../../../contract/channel-widgets';
import type { MemberRow } from '../../../contract/members';
import { useMe } from '../../app/api/use-me';
import { formatDate, formatDateTime } from '../../i18n/dates';
import { Avatar } from '../../ui/avatar';
import { Button } from '../../ui/button';
import { cn } from '../../ui/cn';
import { SanitizedHtml } from '../../ui/sanitized-html';
import { Carousel } from './carousel';
import { NavigationIcon } from './navigation-icon';

type ViewProps = { widget: ChannelWidget; slug: string; columns: number };
const dataOf = <T,>(widget: ChannelWidget) => widget.data as T;
const titleOf = (widget: ChannelWidget) => widget.title || '';

const PeopleView = ({ widget, columns }: ViewProps) => {
  const { t } = useTranslation();
  const { memberships } = dataOf<ChannelWidgetDataOf<'people'>>(widget);
  if (memberships.length === 0)
    return <p className="text-sm text-muted">{t('js.channel_widgets.people_empty')}</p>;
  return (
    <Carousel items={memberships} perPage={ITEMS_PER_COLUMN.people * columns} label={titleOf(widget)}>
      {(visible: MemberRow[]) => (
        <ul
          className={cn(
            'grid gap-3',
            columns > 1 ? 'sm:grid-cols-2' : '',
            columns > 2 ? 'lg:grid-cols-3' : '',
          )}
        >
          {visible.map((member) => (
            <li key={member.id} className="flex items-center gap-3">
              <Avatar src={member.images.small} size="sm" />
              <div className="min-w-0">
                <Link
                  to={member.path}
                  className="block truncate text-sm font-medium text-ink hover:underline"
                >
                  {member.name}
                </Link>
                {Object.values(member.profile).map((value) => (
                  <p key={value} className="truncate text-xs text-muted">
                    {value}
                  </p>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Carousel>
  );
};

/** Images: a grid of 4 per column; the last tile shows "+N" and opens the gallery modal route. */
const ImagesView = ({ widget, slug, columns }: ViewProps) => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { images } = dataOf<ChannelWidgetDataOf<'images'>>(widget);
  const shown = ITEMS_PER_COLUMN.images * columns;
  const lng = params.get('lng');
  const to = `/channels/${encodeURIComponent(slug)}/widgets/${widget.id}${lng ? `?lng=${encodeURIComponent(lng)}` : ''}`;
  const tiles = images.slice(0, shown);
  const more = images.length - shown;
  return (
    <ul className={cn('grid grid-cols-2 gap-2', columns > 1 ? 'sm:grid-cols-4' : '')}>
      {tiles.map((image, index) => {
        const overflow = more > 0 && index === tiles.length - 1;
        return (
          <li key={image.id}>
            <Link
              to={to}
              state={{ image: image.id }}
              className="relative block aspect-square overflow-hidden rounded-lg bg-canvas focus-visible:outline-2 focus-visible:outline-(--color-primary)"
              aria-label={
                overflow
                  ? t('js.channel_widgets.more_images', { count: more + 1 })
                  : t('js.channel_widgets.open_image', { index: index + 1, count: images.length })
              }
            >
              <img src={image.thumbnail_url} alt="" className="size-full object-cover" loading="lazy" />
              {overflow ? (
                <span className="absolute inset-0 grid place-items-center bg-slate-950/60 text-lg font-semibold text-white">
                  +{more + 1}
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
};

const BannerView = ({ widget }: ViewProps) => {
  const { image } = dataOf<ChannelWidgetDataOf<'banner'>>(widget);
  const fields = widget as unknown as ChannelWidgetFieldsOf<'banner'> & ChannelWidget;
  return (
    <div
      className="relative flex min-h-32 items-end overflow-hidden rounded-lg bg-cover bg-center p-5"
      style={{
        backgroundColor:
          fields.banner_background_color ?? 'var(--color-channel-primary, var(--color-primary))',
        backgroundImage: image ? `url(${image.url})` : undefined,
      }}
      data-testid="banner-widget"
    >
      {fields.hide_title || !fields.title ? null : (
        <p className="text-2xl font-semibold" style={{ color: fields.banner_title_color ?? '#ffffff' }}>
          {fields.title}
        </p>
      )}
    </div>
  );
};

const RssView = ({ widget, columns }: ViewProps) => {
  const { t } = useTranslation();
  const { rss_data } = dataOf<ChannelWidgetDataOf<'rss'>>(widget);
  if (rss_data.items.length === 0)
    return <p className="text-sm text-muted">{t('js.channel_widgets.rss_empty')}</p>;
  return (
    <Carousel items={rss_data.items} perPage={ITEMS_PER_COLUMN.rss * columns} label={titleOf(widget)}>
      {(visible) => (
        <ul className="space-y-2">
          {visible.map((item) => (
            <li key={`${item.url}-${item.title}`} className="text-sm">
              {item.url ? (
                <a
                  href={item.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-ink hover:underline"
                >
                  {item.title}
                </a>
              ) : (
                item.title
              )}
            </li>
          ))}
        </ul>
      )}
    </Carousel>
  );
};

const SpotlightView = ({ widget }: ViewProps) => {
  const { articles } = widget as unknown as ChannelWidgetFieldsOf<'spotlight'>;
  return (
    <ul className="space-y-3">
      {articles.map((article) => (
        <li key={`${article.url}-${article.title}`}>
          <a
            href={article.url}
            className="font-medium text-ink hover:underline"
            target="_blank"
            rel="noopener noreferrer"
          >
            {article.title}
          </a>
          {article.teaser ? <p className="text-sm text-muted">{article.teaser}</p> : null}
        </li>
      ))}
    </ul>
  );
};

/** Link: a preview card; a known player shows only after "show" (part 1 section 4), then in an iframe. */
const LinkView = ({ widget }: ViewProps) => {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const fields = widget as unknown as ChannelWidgetFieldsOf<'link'>;
  const { link, override_image } = dataOf<ChannelWidgetDataOf<'link'>>(widget);
  const imageUrl = override_image?.url ?? link.image_url;
  const target = fields.open_in_new_window ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <div className="space-y-3">
      {imageUrl ? <img src={imageUrl} alt="" className="max-h-48 w-full rounded-lg object-cover" /> : null}
      <a
        href={fields.url}
        {...target}
        className="flex items-center gap-1 font-medium text-ink hover:underline"
      >
        {link.title ?? fields.url}
        {fields.open_in_new_window ? <ExternalLink aria-hidden className="size-4" /> : null}
      </a>
      {fields.override_description || link.description ? (
        <p className="text-sm text-muted">{fields.override_description || link.description}</p>
      ) : null}
      {link.secure_embed_service_url ? (
        shown ? (
          <iframe
            src={link.secure_embed_service_url}
            title={link.title ?? fields.url}
            className="aspect-video w-full rounded-lg"
            sandbox="allow-scripts allow-same-origin allow-presentation"
            allow="fullscreen; picture-in-picture"
            referrerPolicy="no-referrer"
          />
        ) : (
          <Button size="sm" onClick={() => setShown(true)}>
            {t('js.channel_widgets.show_embed')}
          </Button>
        )
      ) : null}
    </div>
  );
};

const navigationTarget = (slug: string, item: NavigationItem): { to: string } | { href: string } =>
  item.type === 'widget' && item.widget
    ? { to: `/channels/${encodeURIComponent(slug)}/widgets/${item.widget}` }
    : { href: item.url };

const NavigationView = ({ widget, slug, columns }: ViewProps) => {
  const { navigation_type, navigation_items } = widget as unknown as ChannelWidgetFieldsOf<'navigation'>;
  const layout =
    navigation_type === 'grid'
      ? cn('grid grid-cols-2 gap-2', columns > 1 ? 'sm:grid-cols-3' : '')
      : navigation_type === 'buttons'
        ? 'flex flex-wrap gap-2'
        : 'divide-y divide-border';
  return (
    <Carousel
      items={navigation_items}
      perPage={ITEMS_PER_COLUMN.navigation * columns}
      label={titleOf(widget)}
    >
      {(visible) => (
        <ul className={layout}>
          {visible.map((item, index) => {
            const target = navigationTarget(slug, item);
            const style = {
              backgroundColor: item.background_override ?? undefined,
              color: item.text_override ?? undefined,
            };
            const className =
              navigation_type === 'list'
                ? 'flex items-center gap-2 py-2 text-sm text-ink hover:underline'
                : navigation_type === 'grid'
                  ? 'flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-lg bg-canvas p-3 text-center text-sm font-medium text-ink hover:brightness-95'
                  : 'inline-flex items-center gap-2 rounded-full bg-canvas px-4 py-2 text-sm font-medium text-ink hover:brightness-95';
            const content = (
              <>
                <NavigationIcon icon={item.icon} />
                {item.title}
              </>
            );
            const newWindow = item.new_window ? { target: '_blank', rel: 'noopener noreferrer' } : {};
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; their order is their identity
              <li key={index}>
                {'to' in target ? (
                  <Link to={target.to} className={className} style={style}>
                    {content}
                  </Link>
                ) : target.href.startsWith('/') && !item.new_window ? (
                  <Link to={target.href} className={className} style={style}>
                    {content}
                  </Link>
                ) : (
                  <a href={target.href} className={className} style={style} {...newWindow}>
                    {content}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Carousel>
  );
};

const TextView = ({ widget }: ViewProps) => {
  const { html_content } = widget as unknown as ChannelWidgetFieldsOf<'text'>;
  return <SanitizedHtml html={html_content} />;
};

const AppointmentsView = ({ widget }: ViewProps) => {
  const { t } = useTranslation();
  const me = useMe();
  const timeZone = me.data?.time_zone ?? 'Europe/Berlin';
  const { appointments } = dataOf<ChannelWidgetDataOf<'appointments'>>(widget);
  if (appointments.length === 0)
    return <p className="text-sm text-muted">{t('js.channel_widgets.appointments_empty')}</p>;
  return (
    <ul className="space-y-3">
      {appointments.map((appointment) => (
        <li key={appointment.id} className="text-sm">
          <Link to={appointment.html_url} className="font-medium text-ink hover:underline">
            {appointment.name}
          </Link>
          <p className="text-xs text-muted">
            {appointment.all_day
              ? formatDate(`${appointment.start}T12:00:00Z`, 'UTC')
              : formatDateTime(appointment.start, timeZone)}
          </p>
        </li>
      ))}
    </ul>
  );
};

/** Blog: the latest live articles, each under its override title when the widget sets one. */
const BlogView = ({ widget, columns }: ViewProps) => {
  const { t } = useTranslation();
  const { latest_articles } = dataOf<BlogWidgetData>(widget);
  if (latest_articles.length === 0)
    return <p className="text-sm text-muted">{t('js.channel_widgets.blog_empty')}</p>;
  return (
    <ul
      className={cn('grid gap-4', columns > 1 ? 'sm:grid-cols-2' : '', columns > 2 ? 'lg:grid-cols-3' : '')}
    >
      {latest_articles.map((article) => {
        const override = widget[articleOverrideKey(article.id)];
        return (
          <li key={article.id} className="flex gap-3">
            {article.image_path ? (
              <img
                src={article.image_path.replace('{size}', '200x200')}
                alt=""
                className="size-16 shrink-0 rounded-lg object-cover"
                loading="lazy"
              />
            ) : null}
            <div className="min-w-0">
              <Link
                to={blogPages.article(article.blog_id, article.id)}
                className="font-medium text-ink hover:underline"
              >
                {typeof override === 'string' && override ? override : article.title}
              </Link>
              <p className="text-xs text-muted">{formatDate(article.created_at)}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
};

const VIEWS: Record<string, (props: ViewProps) => React.JSX.Element> = {
  people: PeopleView,
  images: ImagesView,
  banner: BannerView,
  rss: RssView,
  spotlight: SpotlightView,
  link: LinkView,
  navigation: NavigationView,
  text: TextView,
  appointments: AppointmentsView,
  blog: BlogView,
};

/** Titles in the channel design's colours when it has them (variables set by the channel page). */
const CHANNEL_TITLE_STYLE = {
  backgroundColor: 'var(--theme-channel-title-background, transparent)',
  color: 'var(--theme-channel-title-text, var(--theme-channel-title-background-contrast, var(--color-ink)))',
  paddingBottom: 'var(--channel-title-padding, 0)',
};

/** One widget in its card: title (unless hidden), description, and its type's view or error text. */
export const WidgetCardView = ({ widget, slug, columns }: ViewProps) => {
  const { t } = useTranslation();
  const View = VIEWS[widget.type];
  const showTitle = !widget.hide_title && widget.title && widget.type !== 'banner';
  return (
    <section
      aria-label={widget.title || t(`js.channel_widgets.types.${widget.type}`, { defaultValue: widget.type })}
      className="h-full rounded-xl border border-border bg-surface"
      data-testid={`channel-widget-${widget.type}`}
    >
      {showTitle ? (
        <h2
          className="rounded-t-xl px-5 pt-4 text-base font-semibold text-ink"
          style={
            widget.title_background_override
              ? { backgroundColor: widget.title_background_override, paddingBottom: '0.75rem' }
              : CHANNEL_TITLE_STYLE
          }
        >
          {widget.title}
          {widget.label ? (
            <span className="ml-2 rounded bg-canvas px-1.5 py-0.5 text-xs text-muted">{widget.label}</span>
          ) : null}
        </h2>
      ) : null}
      <div className={widget.type === 'banner' ? 'p-2' : 'p-5'}>
        {widget.description ? <p className="mb-3 text-sm text-muted">{widget.description}</p> : null}
        {widget.status === 'error' || !widget.data || !View ? (
          <p className="text-sm text-danger" role="status">
            {t(widget.type === 'rss' ? 'js.channel_widgets.rss_error' : 'js.channel_widgets.load_error')}
          </p>
        ) : (
          <View widget={widget} slug={slug} columns={columns} />
        )}
      </div>
    </section>
  );
};
