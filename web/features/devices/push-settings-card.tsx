import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Checkbox } from '../../ui/form/choice-fields';
import { toast } from '../../ui/toaster';
import { saveDeviceSettings } from './api';
import type { PushState } from './push-state';
import { type PushControl, usePush } from './use-push';

const STATE_TEXT: Record<PushState, string> = {
  unsupported: 'js.devices.state.unsupported',
  denied: 'js.devices.state.denied',
  on: 'js.devices.state.on',
  off: 'js.devices.state.off',
};

/**
 * The notification groups pushed to this browser; each change is saved at once. Group names are the
 * settings page's (its categories), loaded with the page this card sits on.
 */
const GroupSettings = ({ device }: { device: NonNullable<PushControl['device']> }) => {
  const { t } = useTranslation();
  const [groups, setGroups] = useState(device.settings.notifications);
  const change = async (group: string, pushed: boolean) => {
    const before = groups;
    setGroups({ ...groups, [group]: pushed });
    try {
      setGroups((await saveDeviceSettings(device.id, { [group]: pushed })).notifications);
    } catch {
      setGroups(before);
      toast.error(t('js.devices.save_failed'));
    }
  };
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-ink">{t('js.devices.groups')}</legend>
      {Object.entries(groups).map(([group, pushed]) => (
        <Checkbox
          key={group}
          label={t(`js.member_settings.categories.${group}`, { defaultValue: group })}
          checked={pushed}
          onChange={(value) => void change(group, value)}
        />
      ))}
    </fieldset>
  );
};

/** Push notifications on this browser: their state, the switch and, while on, the groups pushed. */
export const PushSettingsView = ({ push }: { push: PushControl }) => {
  const { t } = useTranslation();
  const titleId = useId();
  const act = (action: () => Promise<void>) => async () => {
    try {
      await action();
    } catch {
      toast.error(t('js.devices.switch_failed'));
    }
  };
  return (
    <Card title={t('js.devices.heading')} titleId={titleId}>
      <div className="space-y-4">
        <p className="text-sm text-muted" role="status">
          {push.state === 'loading' ? t('js.devices.state.loading') : t(STATE_TEXT[push.state])}
        </p>
        {push.state === 'off' ? (
          <Button variant="primary" disabled={push.busy} onClick={act(push.turnOn)}>
            {t('js.devices.turn_on')}
          </Button>
        ) : null}
        {push.state === 'on' && push.device ? (
          <>
            <GroupSettings device={push.device} />
            <Button disabled={push.busy} onClick={act(push.turnOff)}>
              {t('js.devices.turn_off')}
            </Button>
          </>
        ) : null}
      </div>
    </Card>
  );
};

export const PushSettingsCard = () => <PushSettingsView push={usePush()} />;
