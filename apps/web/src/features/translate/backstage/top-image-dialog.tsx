// The image-change dialog as the top bar opens it: loads the slots itself and reloads them after a change.
import { useFrontData } from '../front/use-front-data.ts';
import { ImageDialog } from './image-dialog.tsx';

export function TopImageDialog({ onClose }: { onClose: () => void }) {
  const { images, reload } = useFrontData();
  return <ImageDialog images={images} onChanged={reload} onClose={onClose} />;
}
