// What the front page shows before any search: the site names and the four page images (both public calls).
import { useEffect, useState } from 'react';
import { fetchImages, fetchSiteNames, type ImageSlot, type SiteNames } from '../api.ts';

export function useFrontData() {
  const [names, setNames] = useState<SiteNames | null>(null);
  const [images, setImages] = useState<ImageSlot[]>([]);
  useEffect(() => {
    let live = true;
    fetchSiteNames().then((n) => { if (live) setNames(n); }).catch(() => undefined);
    fetchImages().then((list) => { if (live) setImages(list); }).catch(() => undefined);
    return () => { live = false; };
  }, []);
  const image = (slot: number) => images.find((i) => i.imgPositionType === slot)?.link || '';
  return { names, image };
}
