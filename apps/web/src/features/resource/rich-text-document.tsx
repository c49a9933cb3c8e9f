// A notice's body read as a document: the editor's own rendering (tables and pictures show as written), not editable,
// with no toolbar or frame; only the Word export stays.
import { Box, Stack } from '@mui/material';
import { EditorContent, useEditor } from '@tiptap/react';
import { CONTENT_SX, EXTENSIONS } from './rich-text-content.ts';
import { WordExportButton } from './word-export-button.tsx';

export function RichTextDocument({ html, fileName }: { html: string; fileName?: string }) {
  const editor = useEditor({ extensions: EXTENSIONS, content: html, editable: false, immediatelyRender: true }, [html]);
  return (
    <Box data-testid="rich-text">
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <WordExportButton html={() => editor?.getHTML() ?? html} fileName={fileName} />
      </Stack>
      <Box sx={{ ...CONTENT_SX, typography: 'body1' }}>
        <EditorContent editor={editor} data-testid="rich-text-content" />
      </Box>
    </Box>
  );
}
