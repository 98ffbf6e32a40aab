import { expect, test } from '@playwright/test';
import { signIn } from './shell-helpers';

test.describe('audit log', () => {
  test('an administrator changes a setting and finds its PolicySettingUpdate entry by a filter that survives a reload', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, 'admin@example.com');
    const me = (await (
      await page.request.get('/api/v1/me', { headers: { Accept: 'application/json', Origin: baseURL ?? '' } })
    ).json()) as { name: string };
    await page.goto('/administration/audit_log');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

    // The retention is a network setting: saving it writes a PolicySettingUpdate entry.
    const days = String(400 + Math.floor(Math.random() * 3000));
    await page.getByLabel('Keep events for (days)').fill(days);
    await page.getByRole('button', { name: 'Save retention' }).click();
    await expect(page.getByText('Saved successfully', { exact: false })).toBeVisible();

    const filter = page.getByRole('region', { name: 'Filter' });
    await filter.getByRole('checkbox', { name: 'Settings changed' }).check();
    await filter.getByRole('combobox', { name: 'Actor' }).fill(me.name.split(' ')[0] ?? me.name);
    await page.getByRole('option', { name: me.name }).first().click();
    await filter.getByRole('button', { name: 'Apply filter' }).click();
    await expect(page).toHaveURL(/filter=/);

    const entry = page.getByTestId('audit-event').filter({ hasText: days }).first();
    await expect(entry).toBeVisible();
    await entry.getByText('Show details').click();
    await expect(entry.getByText(`"to": ${days}`)).toBeVisible();

    // The filter travels in the address as base64 JSON: a reload keeps it.
    const encoded = new URL(page.url()).searchParams.get('filter') ?? '';
    expect(JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'))).toMatchObject({
      event_types: ['PolicySettingUpdate'],
    });
    await page.reload();
    await expect(filter.getByRole('checkbox', { name: 'Settings changed' })).toBeChecked();
    await expect(page.getByTestId('audit-event').filter({ hasText: days }).first()).toBeVisible();
    await expect(page.getByTestId('audit-event').filter({ hasNotText: 'Settings changed' })).toHaveCount(0);
  });
});
