import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { useUpdates } from './api';
import { dayOf, readDismissedDay, releaseToOffer, rememberDismissed } from './offer';

/**
 * The once-a-day offer of a newer release (part 3 sections 6 and 9), for those who see the updates
 * page: it asks every five minutes and, once put aside, stays away until the next day.
 */
export const UpdateOffer = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const updates = useUpdates({ poll: true });
  const [dismissed, setDismissed] = useState(readDismissedDay);
  const today = dayOf(new Date());
  const release = releaseToOffer(updates.data?.releases, dismissed, today);
  const putAside = () => {
    rememberDismissed(today);
    setDismissed(today);
  };
  if (!release || !updates.data) return null;
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : putAside())}
      title={t('js.updates.offer_title')}
      description={t('js.updates.offer_text', { version: release.version, current: updates.data.version })}
      footer={
        <>
          <Button variant="secondary" onClick={putAside}>
            {t('js.updates.offer_later')}
          </Button>
          <Button
            variant="primary"
            onClick={() => {
              putAside();
              navigate('/administration/update-zentrale');
            }}
          >
            {t('js.updates.offer_show')}
          </Button>
        </>
      }
    />
  );
};
