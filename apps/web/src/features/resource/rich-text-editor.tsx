// The notice editor: TipTap 600 px high (StarterKit, tables and pictures), a toolbar, Word import (.docx only) and
// Word export (.docx, named after the notice). Read-only it is the document view (rich-text-document.tsx), rendered
// by the same extensions: what was imported shows the same in edit and view. The server sanitizes whatever HTML it
// gets and keeps tables and linked pictures.
import { Box, Button, ButtonGroup, FormHelperText, FormLabel, Stack } from '@mui/material';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { putFile } from '../system/admin-api.ts';
import { chooseFile } from './resource-api.ts';
import { CONTENT_SX, EXTENSIONS } from './rich-text-content.ts';
import { RichTextDocument } from './rich-text-document.tsx';
import { WordExportButton } from './word-export-button.tsx';
import { DOCX_ONLY, importDocx, isDocx } from './word-import.ts';
import type { Resources, WordKeys } from '../../i18n/resources.ts';

export const EDITOR_HEIGHT = 600;

/** `fileName`: the Word export's name (the notice's title). */
type Props = { value: string; onChange: (html: string) => void; readOnly: boolean; label: string; error?: string; fileName?: string };

export function RichTextEditor({ readOnly, ...props }: Props) {
  if (readOnly) {
    return (
      <Box>
        <FormLabel>{props.label}</FormLabel>
        <RichTextDocument html={props.value} fileName={props.fileName} />
      </Box>
    );
  }
  return <Editing {...props} />;
}

function Editing({ value, onChange, label, error, fileName }: Omit<Props, 'readOnly'>) {
  const { t } = useTranslation(['resource']);
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    immediatelyRender: true,
  });

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
    <Button key={name} variant={active ? 'contained' : 'outlined'} onClick={run}>
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
        {editor && <TableButtons editor={editor} />}
        <Button size="small" variant="outlined" data-testid="insert-picture" onClick={() => void insertPicture().catch(() => undefined)}>
          {t('resource:editor.picture')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          data-testid="word-import"
          onClick={() => void importWord().catch(() => toast.error(t('resource:notice.importFailed')))}
        >
          {t('resource:notice.importWord')}
        </Button>
        <WordExportButton html={() => editor?.getHTML() ?? value} fileName={fileName} />
      </Stack>
      <Box
        sx={{
          height: EDITOR_HEIGHT,
          overflow: 'auto',
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          px: 2,
          ...CONTENT_SX,
          '& .ProseMirror': { minHeight: EDITOR_HEIGHT - 16, outline: 'none' },
        }}
      >
        <EditorContent editor={editor} data-testid="rich-text-content" />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

/** Insert a 3x3 table (header row), and inside one: add a row or column, remove the row, the column or the table. */
function TableButtons({ editor }: { editor: Editor }) {
  const { t } = useTranslation(['resource']);
  const inTable = editor.isActive('table');
  const chain = () => editor.chain().focus();
  const button = (key: WordKeys<Resources['resource']['editor']['table']>, run: () => void, enabled: boolean) => (
    <Button key={key} onClick={run} disabled={!enabled} data-testid={`table-${key}`}>
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
