import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api/client';
import { renderWithProviders, testI18n } from '../../test/render';
import { toast } from '../../ui/toaster';
import { BlogForm, type BlogFormInitial } from './blog-form';
import blogsEn from './locales/en.json';

beforeAll(() => {
  testI18n.addResourceBundle('en', 'translation', blogsEn, true, false);
});

const initial: BlogFormInitial = {
  title: 'Company News',
  description: '',
  publish_as: 'blog_title',
  writers: [{ type: 'member', id: 'a'.repeat(24), name: 'Alex Writer' }],
  publishers: [],
};

const save = () => screen.getByRole('button', { name: 'Save' });
const title = () => screen.getByRole('textbox', { name: /^Title/ });

describe('BlogForm', () => {
  it('keeps Save disabled while the form is pristine or the title is empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BlogForm initial={initial} onSubmit={vi.fn()} />);
    expect(save()).toBeDisabled();
    await user.clear(title());
    // Changed but invalid: marked, with the spec's message, and still not savable.
    expect(await screen.findByText('Please enter a title.')).toBeInTheDocument();
    expect(title()).toHaveAttribute('aria-invalid', 'true');
    expect(save()).toBeDisabled();
    await user.type(title(), 'Newsroom');
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('sends the fields and the permitted audiences as entries, and is disabled while submitting', async () => {
    const user = userEvent.setup();
    let finish: (path: string) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    renderWithProviders(<BlogForm initial={initial} onSubmit={onSubmit} />);
    await user.clear(title());
    await user.type(title(), 'Newsroom');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Articles appear under' }), 'author');
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Newsroom',
      description: '',
      publish_as: 'author',
      policy_settings: {
        create_and_update: { permitted_audience: [{ type: 'member', id: 'a'.repeat(24) }] },
        publish_and_unpublish: { permitted_audience: [] },
      },
    });
    expect(save()).toBeDisabled();
    finish('/channels/company-news/blog/articles');
  });

  it("marks the server's field errors and toasts the failure of the rest", async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiError({
          status: 422,
          code: 'invalid',
          message: 'The input is not valid.',
          fields: {
            'blog.title': ['js.blog.form.title_required'],
            'blog.other': ['errors.blogs.title_empty'],
          },
        }),
      ),
    );
    renderWithProviders(<BlogForm initial={initial} onSubmit={onSubmit} />);
    await user.type(title(), ' 2');
    await user.click(save());
    expect(await screen.findByText('Please enter a title.')).toBeInTheDocument();
    expect(title()).toHaveAttribute('aria-invalid', 'true');
    expect(error).toHaveBeenCalled();
  });
});
