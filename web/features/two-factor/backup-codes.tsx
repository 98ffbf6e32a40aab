import { Copy, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BACKUP_CODES_FILENAME } from '../../../contract/two-factor';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toaster';

/** The ten backup codes, shown once: copy them or save them as backup_codes.txt (part 3 §9). */
export const BackupCodes = ({
  codes,
  onDone,
  doneLabel,
}: {
  codes: string[];
  onDone: () => void;
  doneLabel: string;
}) => {
  const { t } = useTranslation();
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('js.two_factor.backup_codes.copied'));
    } catch {
      toast.error(t('js.two_factor.backup_codes.copy_failed'));
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = BACKUP_CODES_FILENAME;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section className="space-y-4" aria-labelledby="backup-codes-heading">
      <h2 id="backup-codes-heading" className="text-lg font-semibold text-ink">
        {t('js.two_factor.backup_codes.heading')}
      </h2>
      <p className="text-sm text-muted">{t('js.two_factor.backup_codes.intro')}</p>
      <ul
        aria-label={t('js.two_factor.backup_codes.heading')}
        className="grid grid-cols-2 gap-2 rounded-lg bg-canvas p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={copy}>
          <Copy aria-hidden className="size-4" />
          {t('js.two_factor.backup_codes.copy')}
        </Button>
        <Button type="button" variant="secondary" onClick={download}>
          <Download aria-hidden className="size-4" />
          {t('js.two_factor.backup_codes.download')}
        </Button>
        <Button type="button" variant="primary" onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
    </section>
  );
};
