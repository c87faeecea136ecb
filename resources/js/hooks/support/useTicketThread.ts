import { useCallback, useState } from 'react';
import { useChannel, useReconnect } from '@/hooks/useChannel';
import type { TicketDetail, TicketMessage, TicketStatus } from '@/types/pages/support';
import { supportApi } from './api';

interface MessageAdded {
  ticket_id: number;
  status: TicketStatus;
  message: TicketMessage;
}

interface StatusChanged {
  ticket_id: number;
  status: TicketStatus;
}

/** Adds a message once (the same message may arrive live and again in a reload). */
export function withTicketMessage(
  ticket: TicketDetail,
  message: TicketMessage,
  status: TicketStatus,
): TicketDetail {
  if (ticket.messages.some((m) => m.id === message.id)) return { ...ticket, status };
  return {
    ...ticket,
    status,
    messages: [...ticket.messages, message],
    messages_count: ticket.messages_count + 1,
    updated_at: message.created_at,
  };
}

/**
 * One ticket as the page's props gave it, kept current: the other side's messages and status changes
 * arrive on this side's channel (`ticket.message-added`, `ticket.status-changed`; the store's
 * `store.{id}` or an admin's own user channel), and the ticket is read again after a reconnect.
 */
export function useTicketThread(initial: TicketDetail, channel: string | null) {
  const [ticket, setTicket] = useState<TicketDetail>(initial);
  const id = initial.id;

  const reload = useCallback(async () => {
    try {
      const data = await supportApi.showTicket(id);
      if (data.result) setTicket(data.result);
    } catch (error) {
      console.warn('ticket', error);
    }
  }, [id]);

  const onMessage = useCallback(
    (payload: MessageAdded) => {
      if (payload.ticket_id === id)
        setTicket((current) => withTicketMessage(current, payload.message, payload.status));
    },
    [id],
  );
  const onStatus = useCallback(
    (payload: StatusChanged) => {
      if (payload.ticket_id === id) setTicket((current) => ({ ...current, status: payload.status }));
    },
    [id],
  );
  useChannel(channel, { 'ticket.message-added': onMessage, 'ticket.status-changed': onStatus });
  useReconnect(channel ? reload : null);

  const added = useCallback((message: TicketMessage, status: TicketStatus) => {
    setTicket((current) => withTicketMessage(current, message, status));
  }, []);

  return { ticket, setTicket, added };
}
