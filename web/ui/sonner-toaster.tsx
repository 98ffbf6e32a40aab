import { useEffect } from 'react';
import { Toaster } from 'sonner';

/** Sonner's toaster with our placement; tells the toast queue once it listens. */
const SonnerToaster = ({ duration, onMounted }: { duration: number; onMounted: () => void }) => (
  <>
    <Toaster
      position="top-right"
      duration={duration}
      closeButton
      richColors
      toastOptions={{ className: 'font-sans' }}
    />
    <MountSignal onMounted={onMounted} />
  </>
);

const MountSignal = ({ onMounted }: { onMounted: () => void }) => {
  useEffect(() => onMounted(), [onMounted]);
  return null;
};

export default SonnerToaster;
