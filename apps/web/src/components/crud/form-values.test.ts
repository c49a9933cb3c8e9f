// The generic form's values for the inputs a generated screen uses (switch, date-time, date, dictionary select):
// what the form starts from, what it sends, and that the contract's generated submit rules accept it, empty
// optional fields included.
import { zBlank, zBoolean, zDecimal, zInt } from '@blade/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bladeDateTime, defaultToForm, defaultToSubmit } from './form-values.ts';
import type { CrudScreen } from './crud-types.ts';

const screen = {
  key: 'book',
  api: { list: 'GET /x/list' },
  permission: 'book',
  columns: [],
  search: [],
  fields: [
    { name: 'onSale', label: 'onSale', type: 'switch', defaultValue: true },
    { name: 'published', label: 'published', type: 'datetime' },
    { name: 'releaseDate', label: 'releaseDate', type: 'date' },
    { name: 'category', label: 'category', type: 'select', loadOptions: async () => [] },
    { name: 'price', label: 'price', type: 'number' },
  ],
} as unknown as CrudScreen;

const submit = z.object({
  onSale: zBoolean,
  published: zBlank(z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/)),
  releaseDate: zBlank(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
  category: zBlank(zInt),
  price: zBlank(zDecimal(10, 2)),
});

describe('form values of generated inputs', () => {
  it('start a new row from the column defaults, and an edited row from its record', () => {
    expect(defaultToForm(screen, null)).toMatchObject({ onSale: true, published: '', category: '' });
    expect(defaultToForm(screen, { id: '1', onSale: false, published: '2024-01-01 08:30:00', category: 3 })).toMatchObject({
      onSale: false,
      category: '3',
    });
  });

  it("send Blade's date-time text and real booleans, which the generated rules accept", () => {
    const body = defaultToSubmit(
      screen,
      { onSale: false, published: '2024-01-05T08:30', releaseDate: '2024-02-01', category: '2', price: '12.5' },
      'add',
    );
    expect(body).toEqual({ onSale: false, published: '2024-01-05 08:30:00', releaseDate: '2024-02-01', category: '2', price: 12.5 });
    expect(submit.parse(body)).toEqual({
      onSale: false,
      published: '2024-01-05 08:30:00',
      releaseDate: '2024-02-01',
      category: 2,
      price: '12.5',
    });
  });

  it('send empty optional fields as empty, which the generated rules store as no value', () => {
    const body = defaultToSubmit(screen, { onSale: true, published: '', releaseDate: '', category: '', price: '' }, 'add');
    expect(submit.parse(body)).toEqual({ onSale: true, published: null, releaseDate: null, category: null });
  });

  it("reads the browser's datetime-local value with or without seconds", () => {
    expect(bladeDateTime('2024-01-05T08:30')).toBe('2024-01-05 08:30:00');
    expect(bladeDateTime('2024-01-05T08:30:15')).toBe('2024-01-05 08:30:15');
  });
});
