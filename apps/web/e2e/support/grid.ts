// Selecting a row of a console list as a person does: tick its box, then look until it shows ticked.
import { expect, type Locator } from '@playwright/test';

/**
 * Ticks the row's selection box (nothing to do when it already is, as `check()`), then waits until it shows ticked.
 * `check()` reads the box once, right after its click, and fails if it has not flipped by then: two loaded runs
 * failed so on a list that had just reloaded its rows, while the page snapshot taken at the failure showed the box
 * ticked. A click that never takes still fails here, when the box never shows ticked.
 */
export async function selectRow(row: Locator): Promise<void> {
  const box = row.getByRole('checkbox');
  if (await box.isChecked()) return;
  await box.click();
  await expect(box).toBeChecked();
}
