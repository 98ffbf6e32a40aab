import { useTranslation } from 'react-i18next';
import type { DesignInput } from '../../../contract/designs';
import { BANNER_HEIGHTS, LOGO_HEIGHTS } from '../../app/shell/theme/apply-theme';
import { contrastRatio } from './contrast';

export type DesignPreviewProps = {
  values: DesignInput;
  name: string;
  previews: { logo: string | null; banner: string | null };
};

const DARK = '#1b2430';
const LIGHT = '#ffffff';
/** The readable text colour on a background, as the server's derived `-contrast` colour picks it. */
const textOn = (background: string) =>
  (contrastRatio(background, DARK) ?? 0) >= (contrastRatio(background, LIGHT) ?? 0) ? DARK : LIGHT;

/** A small header, banner and user bar drawn with the form's values as they are typed. */
export const DesignPreview = ({ values, name, previews }: DesignPreviewProps) => {
  const { t } = useTranslation();
  const { colors } = values;
  // Half size: the preview shows the proportions of the real heights.
  const logoHeight = LOGO_HEIGHTS[values.logoType] / 2;
  const bannerHeight = BANNER_HEIGHTS[values.bannerType] / 2;
  return (
    <figure
      className="overflow-hidden rounded-xl border border-border shadow-xs"
      aria-label={t('js.designs.preview')}
    >
      <div
        data-testid="design-preview-header"
        className="flex h-12 items-center gap-3 px-4"
        style={{ background: colors.header_background, color: colors.header_text }}
      >
        {values.logoType === 'hidden' ? null : previews.logo ? (
          <img src={previews.logo} alt="" style={{ height: Math.min(logoHeight, 40) }} className="w-auto" />
        ) : (
          <span className="font-semibold" style={{ fontSize: logoHeight > 30 ? 18 : 15 }}>
            {name}
          </span>
        )}
        <span className="ml-auto text-xs opacity-80">{t('js.designs.preview_search')}</span>
      </div>
      {bannerHeight ? (
        <div
          style={{
            height: bannerHeight,
            background:
              values.bannerType === 'image' && previews.banner
                ? `center / cover no-repeat url(${JSON.stringify(previews.banner)})`
                : colors.banner,
          }}
        />
      ) : null}
      <div className="flex min-h-28">
        <div
          className="w-32 space-y-1 p-3 text-xs"
          style={{ background: colors.userbar_background, color: colors.userbar_text }}
        >
          <p className="font-semibold">{t('js.designs.preview_userbar')}</p>
          <p>{t('js.designs.preview_item')}</p>
        </div>
        <div className="flex-1 space-y-2 p-3" style={{ background: colors.secondary }}>
          <span
            className="inline-block rounded-md px-3 py-1 text-xs font-medium"
            style={{ background: colors.primary, color: textOn(colors.primary) }}
          >
            {t('js.designs.preview_button')}
          </span>
        </div>
      </div>
      <figcaption className="sr-only">{t('js.designs.preview')}</figcaption>
    </figure>
  );
};
