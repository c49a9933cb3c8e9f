// Typing into the console's date pickers as a person does: click the field (a plain field until first used, then the
// picker), click its first part and type the digits; the picker moves from year to month to day (and hours, minutes,
// seconds) by itself.
import { expect, type Locator, type Page } from '@playwright/test';

/** `text` in Blade's format: `2026-12-01` or `2026-12-01 09:00:00`. */
export async function fillDate(scope: Page | Locator, label: string, text: string) {
  const field = scope.getByRole('group', { name: label, exact: true });
  const page = 'page' in scope ? scope.page() : scope;
  const plain = scope.getByRole('textbox', { name: label, exact: true });
  if (await plain.isVisible()) await plain.click();
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(text.replace(/\D/g, ''));
  // The hidden input beside the sections holds the value the form reads.
  await expect(field.locator('..').locator('input')).toHaveValue(text);
}
