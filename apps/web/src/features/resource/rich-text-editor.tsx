// The notice editor: TipTap 600 px high (StarterKit, tables and pictures), a toolbar, Word import (.docx only) and
// Word export (.docx). The same editor, read-only, is the view: what was imported shows the same in edit and view.
// The server sanitizes whatever HTML it gets and keeps tables and linked pictures.
import { Box, Button, ButtonGroup, FormHelperText, FormLabel, Stack } from '@mui/material';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { putFile } from '../system/admin-api.ts';
import { chooseFile } from './resource-api.ts';
import { exportDocx } from './word-export.ts';
import { DOCX_ONLY, importDocx, isDocx } from './word-import.ts';
import type { Resources, WordKeys } from '../../i18n/resources.ts';

// Pictures sit inside paragraphs (as Word and mammoth place them) and are links to stored objects, never data: URLs.
const EXTENSIONS = [StarterKit, TableKit.configure({ table: { resizable: false } }), Image.configure({ inline: true, allowBase64: false })];

export const EDITOR_HEIGHT = 600;

type Props = { value: string; onChange: (html: string) => void; readOnly: boolean; label: string; error?: string };

export function RichTextEditor({ value, onChange, readOnly, label, error }: Props) {
  const { t } = useTranslation(['resource']);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editable: !readOnly,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    immediatelyRender: true,
  });
  useEffect(() => editor?.setEditable(!readOnly), [editor, readOnly]);

  const importWord = async () => {
    const file = await chooseFile('.docx');
    if (!file || !editor) return;
    if (!isDocx(file)) {
      toast.error(t(DOCX_ONLY));
      return;
    }
    const { html, picturesLeftOut } = await importDocx(file);
    editor.commands.setContent(html);
    onChange(editor.getHTML());
    if (picturesLeftOut) toast.warning(t('resource:notice.picturesLeftOut', { count: picturesLeftOut }));
  };

  const insertPicture = async () => {
    const file = await chooseFile('image/png,image/jpeg,image/gif,image/bmp,image/webp');
    if (!file || !editor) return;
    const { link } = await putFile(file);
    editor.chain().focus().setImage({ src: link, alt: file.name }).run();
  };

  const mark = (name: WordKeys<Resources['resource']['editor']>, run: () => void, active: boolean) => (
    <Button key={name} variant={active ? 'contained' : 'outlined'} onClick={run} disabled={readOnly}>
      {t(`resource:editor.${name}`)}
    </Button>
  );
  return (
    <Box data-testid="rich-text">
      <FormLabel error={!!error}>{label}</FormLabel>
      <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap' }}>
        {editor && (
          <ButtonGroup size="small">
            {mark('bold', () => editor.chain().focus().toggleBold().run(), editor.isActive('bold'))}
            {mark('italic', () => editor.chain().focus().toggleItalic().run(), editor.isActive('italic'))}
            {mark('heading', () => editor.chain().focus().toggleHeading({ level: 2 }).run(), editor.isActive('heading'))}
            {mark('bulletList', () => editor.chain().focus().toggleBulletList().run(), editor.isActive('bulletList'))}
            {mark('orderedList', () => editor.chain().focus().toggleOrderedList().run(), editor.isActive('orderedList'))}
          </ButtonGroup>
        )}
        {editor && <TableButtons editor={editor} disabled={readOnly} />}
        <Button
          size="small"
          variant="outlined"
          disabled={readOnly}
          data-testid="insert-picture"
          onClick={() => void insertPicture().catch(() => undefined)}
        >
          {t('resource:editor.picture')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={readOnly}
          data-testid="word-import"
          onClick={() => void importWord().catch(() => toast.error(t('resource:notice.importFailed')))}
        >
          {t('resource:notice.importWord')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          data-testid="word-export"
          onClick={() =>
            void exportDocx(editor?.getHTML() ?? value, t('resource:notice.fileName')).catch(() =>
              toast.error(t('resource:notice.exportFailed')),
            )
          }
        >
          {t('resource:notice.exportWord')}
        </Button>
      </Stack>
      <Box
        sx={{
          height: EDITOR_HEIGHT,
          overflow: 'auto',
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          px: 2,
          '& .ProseMirror': { minHeight: EDITOR_HEIGHT - 16, outline: 'none' },
          '& .ProseMirror table': { borderCollapse: 'collapse', width: '100%', my: 1 },
          '& .ProseMirror td, & .ProseMirror th': { border: 1, borderColor: 'divider', px: 1, verticalAlign: 'top', minWidth: 40 },
          '& .ProseMirror th': { bgcolor: 'action.hover', fontWeight: 600 },
          '& .ProseMirror .selectedCell': { bgcolor: 'action.selected' },
          '& .ProseMirror img': { maxWidth: '100%', height: 'auto' },
        }}
      >
        <EditorContent editor={editor} data-testid="rich-text-content" />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

/** Insert a 3x3 table (header row), and inside one: add a row or column, remove the row, the column or the table. */
function TableButtons({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const { t } = useTranslation(['resource']);
  const inTable = editor.isActive('table');
  const chain = () => editor.chain().focus();
  const button = (key: WordKeys<Resources['resource']['editor']['table']>, run: () => void, enabled: boolean) => (
    <Button key={key} onClick={run} disabled={disabled || !enabled} data-testid={`table-${key}`}>
      {t(`resource:editor.table.${key}`)}
    </Button>
  );
  return (
    <ButtonGroup size="small" variant="outlined">
      {button('insert', () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(), !inTable)}
      {button('addRow', () => chain().addRowAfter().run(), inTable)}
      {button('addColumn', () => chain().addColumnAfter().run(), inTable)}
      {button('deleteRow', () => chain().deleteRow().run(), inTable)}
      {button('deleteColumn', () => chain().deleteColumn().run(), inTable)}
      {button('delete', () => chain().deleteTable().run(), inTable)}
    </ButtonGroup>
  );
}
