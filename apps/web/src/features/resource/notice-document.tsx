// A notice as a reader sees it: who published it and when, then its body as a document, with its Word export named
// after its title. The title is the reader's heading (notice-reader-dialog.tsx).
import type { InboxNoticeReadDto } from '@blade/contract';
import { Divider, Typography } from '@mui/material';
import { RichTextDocument } from './rich-text-document.tsx';

export default function NoticeDocument({ notice }: { notice: InboxNoticeReadDto }) {
  const byline = [notice.categoryName, notice.releaseTime, notice.author].filter(Boolean).join(' · ');
  return (
    <article data-testid="notice-document">
      <Typography variant="body2" color="text.secondary" data-testid="notice-byline">
        {byline}
      </Typography>
      <Divider sx={{ my: 1.5 }} />
      <RichTextDocument html={notice.content} fileName={notice.title} />
    </article>
  );
}
