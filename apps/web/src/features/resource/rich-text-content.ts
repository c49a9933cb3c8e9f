// What the notice editor and the notice document share: the TipTap extensions (so what was written reads the same)
// and the look of its content (tables with borders, pictures within the width).
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';

// Pictures sit inside paragraphs (as Word and mammoth place them) and are links to stored objects, never data: URLs.
export const EXTENSIONS = [
  StarterKit,
  TableKit.configure({ table: { resizable: false } }),
  Image.configure({ inline: true, allowBase64: false }),
];

export const CONTENT_SX = {
  '& .ProseMirror': { outline: 'none' },
  '& .ProseMirror table': { borderCollapse: 'collapse', width: '100%', my: 1 },
  '& .ProseMirror td, & .ProseMirror th': { border: 1, borderColor: 'divider', px: 1, verticalAlign: 'top', minWidth: 40 },
  '& .ProseMirror th': { bgcolor: 'action.hover', fontWeight: 600 },
  '& .ProseMirror .selectedCell': { bgcolor: 'action.selected' },
  '& .ProseMirror img': { maxWidth: '100%', height: 'auto' },
} as const;
