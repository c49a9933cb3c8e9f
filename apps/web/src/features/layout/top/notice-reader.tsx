// A notice opened from the bell: its text in the read-only editor the notice screen views with (tables and pictures
// show as imported). Its own chunk, loaded when a notice is first opened.
import { RichTextEditor } from '../../resource/rich-text-editor.tsx';

export default function NoticeReader({ content }: { content: string }) {
  return <RichTextEditor label="" value={content} onChange={() => {}} readOnly />;
}
