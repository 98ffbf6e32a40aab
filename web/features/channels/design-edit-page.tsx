import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import {
  CHANNEL_DESIGN_COLORS,
  type ChannelDesign,
  type ChannelDesignColor,
  type ChannelDesignColors,
} from '../../../contract/channels';
import { isApiError } from '../../app/api/client';
import { useDocumentTitle } from '../../app/use-document-title';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/form/choice-fields';
import { applyServerErrors } from '../../ui/form/server-errors';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ErrorState, LoadingState } from '../../ui/states';
import { toast } from '../../ui/toaster';
import { useUnsavedChangesPrompt } from '../../ui/use-unsaved-changes-prompt';
import { NotFoundPage } from '../errors';
import { useChannelDesign, useSaveChannelDesign } from './api/use-channels';
import { derivedTextOn, designContrastProblems } from './channel-design';

/** '' is "the network's colour" in the form; null on the wire. */
const formColor = z.union([z.literal(''), z.string().regex(/^#[0-9a-fA-F]{6}$/)]);
const designForm = z.object({ primary: formColor, title_background: formColor, title_text: formColor });
type DesignFormValues = z.infer<typeof designForm>;

const STARTING_COLORS: Record<ChannelDesignColor, string> = {
  primary: '#1f5fa8',
  title_background: '#e9eef5',
  title_text: '#1b2430',
};

const wireColors = (values: DesignFormValues): ChannelDesignColors => ({
  primary: values.primary || null,
  title_background: values.title_background || null,
  title_text: values.title_text || null,
});

/** A widget card and a button in the form's colours, redrawn as they change. */
const DesignPreview = ({ colors, title }: { colors: ChannelDesignColors; title: string }) => {
  const { t } = useTranslation();
  const titleText =
    colors.title_text ?? (colors.title_background ? derivedTextOn(colors.title_background) : undefined);
  return (
    <figure
      className="space-y-3 rounded-xl border border-border bg-canvas p-4"
      aria-label={t('js.channels.design.preview')}
      data-testid="channel-design-preview"
    >
      <section className="rounded-xl border border-border bg-surface">
        <h2
          className="rounded-t-xl px-5 pt-4 text-base font-semibold text-ink"
          style={{
            backgroundColor: colors.title_background ?? undefined,
            color: titleText,
            paddingBottom: colors.title_background ? '0.75rem' : undefined,
          }}
        >
          {title}
        </h2>
        <p className="p-5 text-sm text-ink">{t('js.channels.design.preview_text')}</p>
      </section>
      <span
        className="inline-flex rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-on-primary"
        style={
          colors.primary
            ? { backgroundColor: colors.primary, color: derivedTextOn(colors.primary) }
            : undefined
        }
      >
        {t('js.channels.design.preview_button')}
      </span>
    </figure>
  );
};

/** One colour: the network's (unchecked) or the channel's own, picked with the browser's picker. */
const ColorChoice = ({
  name,
  value,
  errors,
  onChange,
}: {
  name: ChannelDesignColor;
  value: string;
  errors: string[];
  onChange: (value: string) => void;
}) => {
  const { t } = useTranslation();
  const id = useId();
  const label = t(`js.channels.design.colors.${name}`);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink">{label}</legend>
      <div className="flex min-h-10 items-center gap-4">
        <Checkbox
          label={t('js.channels.design.own_color')}
          checked={value !== ''}
          onChange={(checked) => onChange(checked ? STARTING_COLORS[name] : '')}
        />
        {value ? (
          <input
            type="color"
            aria-label={label}
            aria-invalid={errors.length > 0 ? true : undefined}
            aria-describedby={errors.length > 0 ? `${id}-error` : undefined}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className="block h-10 w-20 cursor-pointer rounded-md border border-border-strong bg-surface p-1"
          />
        ) : (
          <span className="text-sm text-muted">{t('js.channels.design.network_color')}</span>
        )}
      </div>
      {errors.length > 0 ? (
        <ul
          id={`${id}-error`}
          className="space-y-0.5 text-sm text-danger"
          data-testid={`design-error-${name}`}
        >
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
};

const DesignForm = ({ slug, design }: { slug: string; design: ChannelDesign }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveChannelDesign(slug);
  const initial: DesignFormValues = {
    primary: design.colors.primary ?? '',
    title_background: design.colors.title_background ?? '',
    title_text: design.colors.title_text ?? '',
  };
  const { handleSubmit, setError, setValue, watch, formState } = useZodForm(designForm, {
    defaultValues: initial,
  });
  const values = watch();
  const colors = wireColors(values);
  const problems = designContrastProblems(colors);
  const missingBackground = colors.title_text !== null && colors.title_background === null;
  useUnsavedChangesPrompt(formState.isDirty && !save.isPending && !save.isSuccess);
  const channelPath = `/channels/${encodeURIComponent(slug)}`;

  const submit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ design: { colors: wireColors(input) } });
      toast.success(t('js.saving_successful'));
      navigate(channelPath);
    } catch (error) {
      applyServerErrors(error, setError, t, {
        fieldOf: (path) => {
          const field = path.replace(/^design\.colors\./, '');
          return (CHANNEL_DESIGN_COLORS as readonly string[]).includes(field) ? (field as never) : null;
        },
      });
    }
  });

  const errorsOf = (name: ChannelDesignColor) => {
    const messages: string[] = [];
    const problem = problems.find((entry) => entry.field === name);
    if (problem) {
      messages.push(t('js.channels.design.contrast_too_low', { ratio: problem.ratio.toFixed(2) }));
    }
    if (name === 'title_background' && missingBackground) {
      messages.push(t('js.errors.channels.design_title_background_required'));
    }
    const server = formState.errors[name]?.message;
    if (server && messages.length === 0) messages.push(server);
    return messages;
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-6 md:grid-cols-2"
      data-testid="channel-design-form"
    >
      <div className="space-y-5">
        <p className="text-sm text-muted">{t('js.channels.design.intro')}</p>
        {CHANNEL_DESIGN_COLORS.map((name) => (
          <ColorChoice
            key={name}
            name={name}
            value={values[name]}
            errors={errorsOf(name)}
            onChange={(value) => setValue(name, value, { shouldDirty: true })}
          />
        ))}
        <div className="flex justify-end gap-2">
          <Button type="button" onClick={() => navigate(channelPath)}>
            {t('js.cancel')}
          </Button>
          <Button
            type="submit"
            variant="primary"
            loading={save.isPending}
            disabled={!formState.isDirty || problems.length > 0 || missingBackground}
          >
            {t('js.save')}
          </Button>
        </div>
      </div>
      <DesignPreview colors={colors} title={design.channel.title} />
    </form>
  );
};

/** /channels/{slug}/design/edit: for those who may update the channel; everyone else finds nothing. */
export const ChannelDesignPage = () => {
  const { t } = useTranslation();
  const { channelSlug = '' } = useParams();
  const query = useChannelDesign(channelSlug);
  useDocumentTitle(t('js.channels.design.title'));
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
    return <ErrorState onRetry={() => void query.refetch()} />;
  }
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">
        {t('js.channels.design.heading', { channel: query.data.channel.title })}
      </h1>
      <DesignForm slug={channelSlug} design={query.data} />
    </div>
  );
};

export { ChannelDesignPage as Component };
