// What the front page (and the site settings screen) shows: the site names and the four page images (public calls).
// On the visitor's pages the browser tab reads the site's name, as the page does (`titled`).
import { useCallback, useEffect, useState } from 'react';
import { fetchImages, fetchSiteNames, type ImageSlot, type SiteSettings } from '../api.ts';

export function useFrontData({ titled = false }: { titled?: boolean } = {}) {
  const [names, setNames] = useState<SiteSettings | null>(null);
  const [images, setImages] = useState<ImageSlot[]>([]);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    fetchSiteNames()
      .then((n) => {
        if (live) setNames(n);
      })
      .catch(() => undefined);
    fetchImages()
      .then((list) => {
        if (live) setImages(list);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [version]);
  useEffect(() => {
    if (titled && names?.webName) document.title = names.webName;
  }, [titled, names]);
  const image = (slot: number) => images.find((i) => i.imgPositionType === slot)?.link || '';
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { names, images, image, reload };
}
