import { Check, CheckCheck, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DeliveryStatus } from '../types';

/** Part 1 section 4: pushed (spinner), persisted (one tick), received (two ticks), read (two coloured ticks). */
export const DeliveryIcon = ({ status }: { status: DeliveryStatus }) => {
  const { t } = useTranslation();
  const label = t(`js.chat.message.delivery.${status}`);
  const Icon = status === 'pushed' ? LoaderCircle : status === 'persisted' ? Check : CheckCheck;
  return (
    <span title={label} data-delivery={status} className="inline-flex items-center">
      <Icon
        aria-hidden
        className={
          status === 'pushed'
            ? 'size-3.5 animate-spin text-muted'
            : status === 'read'
              ? 'size-3.5 text-primary'
              : 'size-3.5 text-muted'
        }
      />
      <span className="sr-only">{label}</span>
    </span>
  );
};
