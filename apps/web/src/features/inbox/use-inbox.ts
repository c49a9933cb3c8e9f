// The signed-in user's inbox (contract inbox.ts): their open tasks and their tenant's latest published notices with
// their read state. One query shared by the top bar's bell and the homes, so a notice read in one place is read in
// the other. Refreshed every minute and after a notice is read.
import type { InboxNoticeReadDto } from '@blade/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/client.ts';
import * as inboxRoutes from '../../generated/routes/inbox.ts';

const INBOX = ['inbox'];
const REFRESH_MS = 60_000;

export function useInbox() {
  const inbox = useQuery({ queryKey: INBOX, queryFn: () => call(inboxRoutes.inbox), refetchInterval: REFRESH_MS });
  return {
    loaded: inbox.isSuccess,
    tasks: inbox.data?.tasks ?? { total: 0, records: [] },
    notices: inbox.data?.notices ?? { unread: 0, records: [] },
  };
}

/** The notice opened for reading (`open` marks it read on the server), and the reader's close. */
export function useNoticeReading() {
  const queries = useQueryClient();
  const [opened, setOpened] = useState<InboxNoticeReadDto | null>(null);
  const open = async (id: string) => {
    setOpened(await call(inboxRoutes.read, { body: { id } }));
    void queries.invalidateQueries({ queryKey: INBOX });
  };
  return { opened, open, close: () => setOpened(null) };
}
