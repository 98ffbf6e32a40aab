import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  ARTICLE_OVERRIDE_KEY,
  articleOverrideKey,
  BLOG_WIDGET_MAX_ARTICLES,
  type BlogWidgetData,
  type ChannelWidget,
  type ChannelWidgetDataOf,
  channelWidgetFields,
  widgetCommonFields,
} from '../../../contract/channel-widgets';
import { Button } from '../../ui/button';
import { CheckboxField, SelectField } from '../../ui/form/choice-fields';
import { MemberPickerField } from '../../ui/form/member-picker-field';
import { memberSource, type Pick, pickSchema } from '../../ui/form/picker-sources';
import { applyServerErrors } from '../../ui/form/server-errors';
import { NumberField, TextareaField, TextField } from '../../ui/form/text-fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { useUnsavedChangesPrompt } from '../../ui/use-unsaved-changes-prompt';
import { useSaveWidget } from './api';
import { BannerImageField, GalleryField } from './image-fields';
import { NavigationItemsField, SpotlightArticlesField } from './list-fields';
import { RichTextField } from './rich-text-field';

/** The form's values: the common fields and the type's (people hold picks, turned into ids on save). */
export type WidgetFormValues = Record<string, unknown>;
export type WidgetFormControl = Control<WidgetFormValues>;

const colorInput = z.string().regex(/^(#[0-9a-fA-F]{6})?$/, 'errors.channel_widgets.invalid_color');
const common = widgetCommonFields.extend({ title_background_override: colorInput });

/** Per type, what the form checks before sending (the server checks the contract's schema again). */
const formSchemas: Record<string, z.ZodType<WidgetFormValues, WidgetFormValues>> = {
  text: common.extend({ html_content: z.string() }),
  rss: common.extend(channelWidgetFields.rss.shape),
  link: common.extend(channelWidgetFields.link.shape),
  navigation: common.extend(channelWidgetFields.navigation.shape),
  spotlight: common.extend(channelWidgetFields.spotlight.shape),
  banner: common.extend({ banner_background_color: colorInput, banner_title_color: colorInput }),
  images: common,
  people: common.extend({ members: z.array(pickSchema) }),
  appointments: common.extend({
    scope: z.enum(['all', 'personal', 'groups']),
    count: z.number().int().min(1).max(30),
  }),
  // Title overrides (`article_{id}`) travel beside these and are checked by the server.
  blog: common
    .extend({ count: z.number().int().min(1).max(BLOG_WIDGET_MAX_ARTICLES) })
    .catchall(z.string().max(200, 'errors.validation.too_long')),
};

const DEFAULTS: Record<string, WidgetFormValues> = {
  text: { html_content: '' },
  rss: { url: '' },
  link: { url: '', override_description: '', open_in_new_window: true },
  navigation: { navigation_type: 'buttons', navigation_items: [] },
  spotlight: { articles: [] },
  banner: { banner_background_color: '', banner_title_color: '' },
  images: {},
  people: { members: [] },
  appointments: { scope: 'all', count: 5 },
  blog: { count: 4 },
};

/** The blog widget's title overrides of the articles it shows now (an edited widget only). */
const articleOverrides = (widget?: ChannelWidget): WidgetFormValues =>
  Object.fromEntries(
    ((widget?.data as BlogWidgetData | null)?.latest_articles ?? []).map((article) => {
      const key = articleOverrideKey(article.id);
      return [key, typeof widget?.[key] === 'string' ? widget[key] : ''];
    }),
  );

const valuesOf = (type: string, widget?: ChannelWidget): WidgetFormValues => {
  const base = {
    title: '',
    title_background_override: '',
    hide_title: false,
    description: '',
    label: '',
    w: 1,
    ...DEFAULTS[type],
  };
  if (!widget) return base;
  const picked = Object.fromEntries(
    Object.keys(base).map((key) => [key, widget[key] ?? base[key as keyof typeof base]]),
  );
  const members =
    type === 'people'
      ? ((widget.data as ChannelWidgetDataOf<'people'> | null)?.memberships.map(
          (member): Pick => ({ id: member.id, name: member.name, kind: 'member' }),
        ) ?? [])
      : undefined;
  const nullToEmpty = (value: unknown) => (value === null ? '' : value);
  const overrides = type === 'blog' ? articleOverrides(widget) : {};
  return Object.fromEntries(
    Object.entries({ ...picked, ...overrides, ...(members ? { members } : {}) }).map(([key, value]) => [
      key,
      nullToEmpty(value),
    ]),
  );
};

/** Empty colour inputs are "no override" (null) on the wire. */
const bodyOf = (
  type: string,
  values: WidgetFormValues,
  images: { gallery: string[]; banner: string | null },
) => {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === 'members') body.member_ids = (value as Pick[]).map((pick) => pick.id);
    else body[key] = value === '' && /color|override$/.test(key) ? null : value;
  }
  if (type === 'images') body.image_file_ids = images.gallery;
  if (type === 'banner') body.image_file_id = images.banner;
  if (type === 'link') body.override_image_file_id = images.banner;
  return body;
};

const SERVER_FIELDS = new Set([
  'title',
  'title_background_override',
  'description',
  'label',
  'w',
  'html_content',
  'url',
]);

const TypeFields = ({
  type,
  control,
  otherWidgets,
  widget,
}: {
  type: string;
  control: WidgetFormControl;
  otherWidgets: ChannelWidget[];
  widget?: ChannelWidget;
}) => {
  const { t } = useTranslation();
  switch (type) {
    case 'text':
      return (
        <RichTextField
          control={control}
          name="html_content"
          label={t('js.channel_widgets.fields.html_content')}
        />
      );
    case 'rss':
      return (
        <TextField
          control={control}
          name="url"
          type="url"
          label={t('js.channel_widgets.fields.feed_url')}
          required
        />
      );
    case 'link':
      return (
        <>
          <TextField
            control={control}
            name="url"
            type="url"
            label={t('js.channel_widgets.fields.url')}
            required
          />
          <TextareaField
            control={control}
            name="override_description"
            label={t('js.channel_widgets.fields.override_description')}
          />
          <CheckboxField
            control={control}
            name="open_in_new_window"
            label={t('js.channel_widgets.fields.open_in_new_window')}
          />
        </>
      );
    case 'navigation':
      return (
        <>
          <SelectField
            control={control}
            name="navigation_type"
            label={t('js.channel_widgets.fields.navigation_type')}
          >
            {(['buttons', 'grid', 'list'] as const).map((kind) => (
              <option key={kind} value={kind}>
                {t(`js.channel_widgets.navigation_types.${kind}`)}
              </option>
            ))}
          </SelectField>
          <NavigationItemsField control={control} widgets={otherWidgets} />
        </>
      );
    case 'spotlight':
      return <SpotlightArticlesField control={control} />;
    case 'banner':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            control={control}
            name="banner_background_color"
            type="color"
            label={t('js.channel_widgets.fields.banner_background_color')}
          />
          <TextField
            control={control}
            name="banner_title_color"
            type="color"
            label={t('js.channel_widgets.fields.banner_title_color')}
          />
        </div>
      );
    case 'people':
      return (
        <MemberPickerField
          control={control}
          name="members"
          label={t('js.channel_widgets.fields.members')}
          source={memberSource}
        />
      );
    case 'appointments':
      return (
        <>
          <SelectField control={control} name="scope" label={t('js.channel_widgets.fields.scope')}>
            {(['all', 'personal', 'groups'] as const).map((scope) => (
              <option key={scope} value={scope}>
                {t(`js.channel_widgets.scopes.${scope}`)}
              </option>
            ))}
          </SelectField>
          <NumberField control={control} name="count" min={1} label={t('js.channel_widgets.fields.count')} />
        </>
      );
    case 'blog':
      return (
        <>
          <NumberField
            control={control}
            name="count"
            min={1}
            label={t('js.channel_widgets.fields.article_count')}
          />
          {((widget?.data as BlogWidgetData | null)?.latest_articles ?? []).map((article) => (
            <TextField
              key={article.id}
              control={control}
              name={articleOverrideKey(article.id)}
              label={t('js.channel_widgets.fields.article_title_override', { title: article.title })}
            />
          ))}
        </>
      );
    default:
      return null;
  }
};

/**
 * The one widget form (part 1 section 3): the common fields and the chosen type's. A new widget
 * chooses its type first; an existing one keeps it. Saving returns to the widget list.
 */
export const WidgetForm = ({
  slug,
  type,
  widget,
  otherWidgets,
}: {
  slug: string;
  type: string;
  widget?: ChannelWidget;
  otherWidgets: ChannelWidget[];
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveWidget(slug, widget?.id);
  const schema = formSchemas[type] ?? common;
  const { control, handleSubmit, setError, formState } = useZodForm(schema, {
    defaultValues: valuesOf(type, widget),
  });
  const initialImages = (widget?.data as ChannelWidgetDataOf<'images'> | null)?.images ?? [];
  const [gallery, setGallery] = useState<string[]>(initialImages.map((image) => image.id));
  // The one picture of a banner, or a link's own picture.
  const [banner, setBanner] = useState<string | null>(
    ((type === 'link' ? widget?.override_image_file_id : widget?.image_file_id) as
      | string
      | null
      | undefined) ?? null,
  );
  const [imagesChanged, setImagesChanged] = useState(false);
  const [busy, setBusy] = useState(false);
  useUnsavedChangesPrompt((formState.isDirty || imagesChanged) && !save.isPending && !save.isSuccess);
  const control_ = control as unknown as WidgetFormControl;

  const submit = handleSubmit(async (values) => {
    try {
      const body = bodyOf(type, values, { gallery, banner });
      await save.mutateAsync(widget ? body : { ...body, type });
      navigate(`/channels/${encodeURIComponent(slug)}/widgets`);
    } catch (error) {
      applyServerErrors(error, setError, t, {
        fieldOf: (path) => {
          const field = path === 'member_ids' ? 'members' : (path.split('.')[0] ?? '');
          return SERVER_FIELDS.has(field) ||
            field in (DEFAULTS[type] ?? {}) ||
            ARTICLE_OVERRIDE_KEY.test(field)
            ? (path as never)
            : null;
        },
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="widget-form">
      <TextField control={control_} name="title" label={t('js.channel_widgets.fields.title')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <CheckboxField
          control={control_}
          name="hide_title"
          label={t('js.channel_widgets.fields.hide_title')}
        />
        <TextField control={control_} name="label" label={t('js.channel_widgets.fields.label')} />
        <TextField
          control={control_}
          name="title_background_override"
          type="color"
          label={t('js.channel_widgets.fields.title_background_override')}
        />
      </div>
      <TextareaField
        control={control_}
        name="description"
        label={t('js.channel_widgets.fields.description')}
      />
      <NumberField
        control={control_}
        name="w"
        min={1}
        label={t('js.channel_widgets.fields.w')}
        hint={t('js.channel_widgets.fields.w_hint')}
      />
      {type === 'images' ? (
        <GalleryField
          initial={initialImages}
          onChange={(ids) => {
            setGallery(ids);
            setImagesChanged(true);
          }}
          onBusyChange={setBusy}
        />
      ) : null}
      {type === 'banner' ? (
        <BannerImageField
          initialUrl={(widget?.data as ChannelWidgetDataOf<'banner'> | null)?.image?.url ?? null}
          onChange={(id) => {
            setBanner(id);
            setImagesChanged(true);
          }}
          onBusyChange={setBusy}
        />
      ) : null}
      {type === 'link' ? (
        <BannerImageField
          label={t('js.channel_widgets.fields.override_image')}
          initialUrl={(widget?.data as ChannelWidgetDataOf<'link'> | null)?.override_image?.url ?? null}
          onChange={(id) => {
            setBanner(id);
            setImagesChanged(true);
          }}
          onBusyChange={setBusy}
        />
      ) : null}
      <TypeFields type={type} control={control_} otherWidgets={otherWidgets} widget={widget} />
      <div className="flex justify-end gap-2">
        <Button type="button" onClick={() => navigate(`/channels/${encodeURIComponent(slug)}/widgets`)}>
          {t('js.cancel')}
        </Button>
        <Button type="submit" variant="primary" loading={save.isPending} disabled={busy}>
          {t('js.channel_widgets.save')}
        </Button>
      </div>
    </form>
  );
};
