// /desk/notice: notices with Blade's filters (title, category), a rich-text content editor (Word import and
// export, named after the title) in the generic dialog, which shows the body as a document when viewing; the
// server sanitizes the HTML.
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudScreen } from '../../components/crud/crud-types.ts';
import * as noticeRoutes from '../../generated/routes/notice.ts';
import { RichTextEditor } from './rich-text-editor.tsx';
import { textOf } from '@blade/contract/text';

const CATEGORIES = ([1, 2, 3, 4, 5, 6] as const).map((n) => ({ value: String(n), label: `resource:notice.cat${n}` as const }));

const screen: CrudScreen = {
  key: 'notice',
  api: noticeRoutes.crud,
  permission: 'notice',
  dialogWidth: 'lg',
  columns: [
    { field: 'title', label: 'resource:notice.title', flex: 1 },
    { field: 'categoryName', label: 'resource:notice.category', width: 120 },
    { field: 'releaseTime', label: 'resource:notice.releaseTime', width: 180 },
  ],
  search: [
    { name: 'title', label: 'resource:notice.title' },
    { name: 'category_equal', label: 'resource:notice.category', type: 'select', options: CATEGORIES },
  ],
  fields: [
    { name: 'title', label: 'resource:notice.title', required: true },
    { name: 'category', label: 'resource:notice.category', type: 'select', options: CATEGORIES, required: true, defaultValue: '1' },
    { name: 'releaseTime', label: 'resource:notice.releaseTime' },
    {
      name: 'content',
      label: 'resource:notice.content',
      wide: true,
      render: ({ value, onChange, readOnly, label, error, values }) => (
        <RichTextEditor
          value={textOf(value)}
          onChange={onChange}
          readOnly={readOnly}
          label={label}
          error={error}
          fileName={textOf(values.title)}
        />
      ),
    },
  ],
  toForm: (row) => ({ ...row, category: textOf(row.category ?? '1'), releaseTime: row.releaseTime ?? '', content: row.content ?? '' }),
};

export function NoticePage() {
  return <CrudPage screen={screen} />;
}
