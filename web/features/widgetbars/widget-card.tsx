import { useTranslation } from 'react-i18next';
import type { WidgetDataOf, WidgetView } from '../../../contract/widgetbars';
import { Card } from '../../ui/card';
import { SanitizedHtml } from '../../ui/sanitized-html';
import { AppointmentsWidget } from './widgets/appointments-widget';
import { BirthdayWidget } from './widgets/birthday-widget';
import { MemberList } from './widgets/member-list';
import { RssWidget } from './widgets/rss-widget';
import { SpeedDialWidget } from './widgets/speed-dial-widget';

type Data<T extends WidgetView['type']> = WidgetDataOf<T>;

function WidgetBody({ widget, timeZone }: { widget: WidgetView; timeZone: string }) {
  const { t } = useTranslation();
  // The server answers each type's data in the contract's shape for that type (widgetData).
  const data = widget.data as unknown;
  switch (widget.type) {
    case 'admin_members':
      return (
        <MemberList
          members={(data as Data<'admin_members'>).members}
          empty={t('js.widgetbars.members.empty')}
        />
      );
    case 'newest_members':
      return (
        <MemberList
          members={(data as Data<'newest_members'>).members}
          empty={t('js.widgetbars.members.empty')}
        />
      );
    case 'online_members': {
      const online = data as Data<'online_members'>;
      return (
        <div className="space-y-3">
          <MemberList members={online.members} empty={t('js.widgetbars.online_members.empty')} />
          {online.total > online.members.length ? (
            <p className="text-xs text-muted">
              {t('js.widgetbars.online_members.more', { count: online.total - online.members.length })}
            </p>
          ) : null}
        </div>
      );
    }
    case 'birthday':
      return <BirthdayWidget data={data as Data<'birthday'>} />;
    case 'appointments':
      return <AppointmentsWidget data={data as Data<'appointments'>} timeZone={timeZone} />;
    case 'rss':
      return <RssWidget data={data as Data<'rss'>} timeZone={timeZone} />;
    case 'speed_dial':
      return <SpeedDialWidget data={data as Data<'speed_dial'>} />;
    case 'text':
    case 'group_info':
      return <SanitizedHtml html={(data as Data<'text'>).html} className="text-sm" />;
  }
}

/** One widget in its card: the headline (or the type's name) and its data, or its error text. */
export const WidgetCard = ({ widget, timeZone }: { widget: WidgetView; timeZone: string }) => {
  const { t } = useTranslation();
  const titleId = `widget-${widget.id}`;
  const title = widget.headline || t(`js.widgetbars.types.${widget.type}`);
  return (
    <Card title={title} titleId={titleId} className="overflow-hidden" as="section">
      <div data-testid={`widget-${widget.type}`}>
        {widget.status === 'error' ? (
          <p role="status" className="text-sm text-muted">
            {t(widget.type === 'rss' ? 'js.widgetbars.rss.error' : 'js.widgetbars.widget_error')}
          </p>
        ) : (
          <WidgetBody widget={widget} timeZone={timeZone} />
        )}
      </div>
    </Card>
  );
};
