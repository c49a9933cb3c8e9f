// One page of the message board (current/size, sizes 10-50), without react-query so the public page stays light.
import { useCallback, useEffect, useState } from 'react';
import { fetchMessages, type Message } from '../api.ts';

export const MESSAGE_SIZES = [10, 20, 30, 40, 50];

export function useMessages() {
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(10);
  const [data, setData] = useState<{ records: Message[]; total: number } | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    fetchMessages(current, size)
      .then((page) => {
        if (live) setData({ records: page.records, total: page.total });
      })
      .catch(() => {
        if (live) setData((d) => d ?? { records: [], total: 0 });
      });
    return () => {
      live = false;
    };
  }, [current, size, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const changeSize = (next: number) => {
    setSize(next);
    setCurrent(1);
  };
  return { current, size, setCurrent, changeSize, records: data?.records ?? [], total: data?.total ?? 0, loaded: !!data, reload };
}
