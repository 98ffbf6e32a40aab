import { expect, test } from '@playwright/test';
import { signIn } from './shell-helpers';

const json = (baseURL: string | undefined) => ({ Accept: 'application/json', Origin: baseURL ?? '' });

test.describe('property sets', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an administrator adds a selection and a number property to a set and sees them saved', async ({
    page,
    baseURL,
  }) => {
    // A set of its own per run, so a repeated run starts from an empty set.
    const name = `requests_${Date.now().toString(36)}`;
    await signIn(page, 'admin@example.com');
    await page.goto(`/administration/property_sets/${name}/edit`);
    await expect(page.getByRole('heading', { name: `Property set ${name}`, level: 1 })).toBeVisible();
    await expect(page.getByText('This set has no properties yet.')).toBeVisible();

    await page.getByRole('combobox', { name: 'Type of the new property' }).selectOption('selection');
    await page.getByRole('button', { name: 'Add property' }).click();
    // Rows by position: a row is named after its label, which the test is about to type.
    const rows = page.getByRole('main').getByRole('listitem');
    const status = rows.nth(0);
    await status.getByRole('textbox', { name: 'Label', exact: true }).fill('Status');
    await status.getByRole('textbox', { name: 'Name', exact: true }).fill('status');
    await status.getByRole('textbox', { name: 'Label of option 1' }).fill('Open');
    await status.getByRole('button', { name: 'Add option' }).click();
    await status.getByRole('textbox', { name: 'Label of option 2' }).fill('In progress');

    await page.getByRole('combobox', { name: 'Type of the new property' }).selectOption('number');
    await page.getByRole('button', { name: 'Add property' }).click();
    const budget = rows.nth(1);
    await budget.getByRole('textbox', { name: 'Label', exact: true }).fill('Budget');
    await budget.getByRole('textbox', { name: 'Name', exact: true }).fill('budget');
    await budget.getByRole('spinbutton', { name: 'Decimal places' }).fill('2');
    await budget.getByRole('textbox', { name: 'Minimum' }).fill('10');
    await budget.getByRole('textbox', { name: 'Maximum' }).fill('5');
    await budget.getByRole('textbox', { name: 'Postfix' }).fill('EUR');

    // The server's rule shows under the field.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(budget.getByRole('textbox', { name: 'Maximum' })).toHaveAccessibleDescription(
      'The maximum must not be below the minimum.',
    );
    await budget.getByRole('textbox', { name: 'Maximum' }).fill('5000');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved successfully.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('listitem', { name: 'Status', exact: true })).toBeVisible();
    await expect(
      page.getByRole('listitem', { name: 'Budget', exact: true }).getByRole('textbox', { name: 'Maximum' }),
    ).toHaveValue('5000');
    await expect(
      page
        .getByRole('listitem', { name: 'Status', exact: true })
        .getByRole('textbox', { name: 'Value of option 2' }),
    ).toHaveValue('in_progress');

    const saved = (await (
      await page.request.get(`/api/v1/property_sets/${name}`, { headers: json(baseURL) })
    ).json()) as { property_set: { properties: { name: string; type: string }[] } };
    expect(saved.property_set.properties.map((p) => [p.name, p.type])).toEqual([
      ['status', 'selection'],
      ['budget', 'number'],
    ]);
  });
});
