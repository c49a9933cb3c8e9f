// The notice editor: TipTap (StarterKit) 600 px high, a small toolbar, Word import (.docx only) and Word export.
// The server sanitizes whatever HTML it gets; the editor itself only produces StarterKit's tags.
import { Box, Button, ButtonGroup, FormHelperText, FormLabel, Stack } from '@mui/material';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { chooseFile } from './resource-api.ts';
import { DOCX_ONLY, docxToHtml, htmlToWord, isDocx } from './word-io.ts';

export const EDITOR_HEIGHT = 600;

type Props = { value: string; onChange: (html: string) => void; readOnly: boolean; label: string; error?: string };

export function RichTextEditor({ value, onChange, readOnly, label, error }: Props) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit],
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
    const html = await docxToHtml(file);
    editor.commands.setContent(html);
    onChange(editor.getHTML());
  };

  const mark = (name: string, run: () => void, active: boolean) => (
    <Button key={name} variant={active ? 'contained' : 'outlined'} onClick={run} disabled={readOnly}>{t(`res.editor.${name}`)}</Button>
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
        <Button size="small" variant="outlined" disabled={readOnly} data-testid="word-import" onClick={() => void importWord().catch(() => toast.error(t('res.notice.importFailed')))}>
          {t('res.notice.importWord')}
        </Button>
        <Button size="small" variant="outlined" data-testid="word-export" onClick={() => htmlToWord(editor?.getHTML() ?? value, t('res.notice.fileName'))}>
          {t('res.notice.exportWord')}
        </Button>
      </Stack>
      <Box
        sx={{
          height: EDITOR_HEIGHT, overflow: 'auto', border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, px: 2,
          '& .ProseMirror': { minHeight: EDITOR_HEIGHT - 16, outline: 'none' },
        }}
      >
        <EditorContent editor={editor} data-testid="rich-text-content" />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
