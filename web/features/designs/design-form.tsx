import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DESIGN_COLOR_NAMES,
  type DesignDetail,
  type DesignInput,
  designInput,
} from '../../../contract/designs';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { CheckboxField, RadioGroupField } from '../../ui/form/choice-fields';
import { applyServerErrors } from '../../ui/form/server-errors';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ImageUpload } from '../../ui/image-crop/image-upload';
import { toast } from '../../ui/toaster';
import { useResetDesign, useSaveDesign } from './api';
import { ColorField } from './color-field';
import { contrastProblems } from './contrast';
import { DesignPreview } from './design-preview';

const valuesOf = (design: DesignDetail): DesignInput => ({
  logoType: design.logoType,
  bannerType: design.bannerType,
  logo_id: design.logo_id,
  banner_id: design.banner_id,
  favicon_id: design.favicon_id,
  fullWidth: design.fullWidth,
  userbarIconType: design.userbarIconType,
  colors: Object.fromEntries(
    DESIGN_COLOR_NAMES.map((name) => [name, design.colors[name] ?? '#000000']),
  ) as DesignInput['colors'],
});

type ImageField = 'logo' | 'banner' | 'favicon';

/** The design's form with its live preview and contrast warnings. */
export const DesignForm = ({ design }: { design: DesignDetail }) => {
  const { t } = useTranslation();
  const save = useSaveDesign(design.id);
  const reset = useResetDesign(design.id);
  const [confirmReset, setConfirmReset] = useState(false);
  const [uploading, setUploading] = useState(0);
  const [previews, setPreviews] = useState<Record<ImageField, string | null>>({
    logo: design.logoUrl,
    banner: design.bannerUrl,
    favicon: design.faviconUrl,
  });
  const { control, handleSubmit, setError, setValue, watch, formState } = useZodForm(designInput, {
    defaultValues: valuesOf(design),
  });
  const values = watch();
  const problems = contrastProblems(values.colors);

  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      toast.success(t('js.saving_successful'));
    } catch (error) {
      applyServerErrors(error, setError, t, {
        fieldOf: (path) =>
          (path.startsWith('colors.') ||
          ['logo_id', 'banner_id', 'favicon_id', 'logoType', 'bannerType'].includes(path)
            ? path
            : null) as never,
      });
    }
  });

  const image = (field: ImageField, aspect: number | undefined, outputWidth: number) => (
    <ImageUpload
      label={t(`js.designs.${field}`)}
      previewUrl={previews[field]}
      aspect={aspect}
      outputWidth={outputWidth}
      onBusyChange={(busy) => setUploading((count) => count + (busy ? 1 : -1))}
      onUploaded={(id, url) => {
        setValue(`${field}_id`, id, { shouldDirty: true });
        setPreviews((current) => ({ ...current, [field]: url }));
      }}
      onRemove={() => {
        setValue(`${field}_id`, null, { shouldDirty: true });
        setPreviews((current) => ({ ...current, [field]: null }));
      }}
    />
  );
  const imageError = (field: ImageField) => formState.errors[`${field}_id`]?.message;

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <form onSubmit={submit} noValidate className="space-y-6" aria-label={t('js.designs.form_label')}>
        <section className="space-y-4">
          <h2 className="text-lg font-semibold text-ink">{t('js.designs.logo_section')}</h2>
          <RadioGroupField
            control={control}
            name="logoType"
            label={t('js.designs.logo_type')}
            options={(['default', 'extended', 'hidden'] as const).map((value) => ({
              value,
              label: t(`js.designs.logo_type_${value}`),
            }))}
          />
          {image('logo', undefined, 960)}
          {imageError('logo') ? <FieldProblem keyName={imageError('logo')} /> : null}
          {image('favicon', 1, 64)}
          {imageError('favicon') ? <FieldProblem keyName={imageError('favicon')} /> : null}
        </section>
        <section className="space-y-4">
          <h2 className="text-lg font-semibold text-ink">{t('js.designs.banner_section')}</h2>
          <RadioGroupField
            control={control}
            name="bannerType"
            label={t('js.designs.banner_type')}
            options={(['hidden', 'color', 'image'] as const).map((value) => ({
              value,
              label: t(`js.designs.banner_type_${value}`),
            }))}
          />
          {values.bannerType === 'image' ? image('banner', 16, 1920) : null}
          {imageError('banner') ? <FieldProblem keyName={imageError('banner')} /> : null}
        </section>
        <section className="space-y-4">
          <h2 className="text-lg font-semibold text-ink">{t('js.designs.colors_section')}</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            {DESIGN_COLOR_NAMES.map((name) => (
              <ColorField
                key={name}
                control={control}
                name={`colors.${name}`}
                label={t(`js.designs.color_${name}`)}
              />
            ))}
          </div>
          {problems.length > 0 ? (
            <div
              role="status"
              className="rounded-lg border border-warning/40 bg-warning-soft p-3 text-sm text-ink"
            >
              {problems.map((problem) => (
                <p key={problem.text}>
                  {t('js.designs.contrast_warning', {
                    text: t(`js.designs.color_${problem.text}`),
                    background: t(`js.designs.color_${problem.background}`),
                    ratio: problem.ratio.toFixed(1),
                  })}
                </p>
              ))}
            </div>
          ) : null}
        </section>
        <section className="space-y-4">
          <h2 className="text-lg font-semibold text-ink">{t('js.designs.layout_section')}</h2>
          <CheckboxField control={control} name="fullWidth" label={t('js.designs.full_width')} />
          <RadioGroupField
            control={control}
            name="userbarIconType"
            label={t('js.designs.userbar_icon_type')}
            options={(['default', 'colored'] as const).map((value) => ({
              value,
              label: t(`js.designs.userbar_icon_type_${value}`),
            }))}
          />
        </section>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="primary" loading={formState.isSubmitting} disabled={uploading > 0}>
            {t('js.designs.save')}
          </Button>
          {design.can.reset ? (
            <Button variant="danger" onClick={() => setConfirmReset(true)}>
              {t('js.designs.reset')}
            </Button>
          ) : null}
        </div>
      </form>
      <div className="lg:sticky lg:top-4 lg:self-start">
        <h2 className="mb-2 text-sm font-semibold text-muted">{t('js.designs.preview')}</h2>
        <DesignPreview values={values} name={design.name} previews={previews} />
      </div>
      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title={t('js.designs.reset_title')}
        description={t('js.designs.reset_text')}
        confirmLabel={t('js.designs.reset')}
        destructive
        pending={reset.isPending}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => {
              setConfirmReset(false);
              toast.success(t('js.designs.reset_done'));
            },
            onError: () => toast.error(t('js.saving_failure')),
          })
        }
      />
    </div>
  );
};

const FieldProblem = ({ keyName }: { keyName: string | undefined }) => {
  const { t } = useTranslation();
  return keyName ? (
    <p role="alert" className="text-sm text-danger">
      {t(keyName.startsWith('js.') ? keyName : `js.${keyName}`)}
    </p>
  ) : null;
};
