import { useCallback } from 'react';
import { useChannel, useReconnect } from '@/hooks/useChannel';
import type { Complaint, ComplaintMessage } from '@/types/cart';

interface MessageAdded {
  complaint_id: number;
  message: ComplaintMessage;
}

interface Closed {
  complaint_id: number;
  closed_by: 'buyer' | 'store';
}

/** Adds a message the other side wrote, once (the same message may come again after a reload). */
export function withMessage(complaint: Complaint, message: ComplaintMessage): Complaint {
  const messages = complaint.messages ?? [];
  if (messages.some((m) => m.id === message.id)) return complaint;
  return {
    ...complaint,
    messages: [...messages, message],
    messages_count: complaint.messages_count + 1,
    updated_at: message.created_at,
  };
}

/**
 * Keeps an open complaint screen current (docs/returns-and-complaints.md, "Realtime"): the other
 * side's messages (`complaint.message-added`) and its closing (`complaint.closed`) arrive on this
 * side's channel — the store's `store.{id}` or the buyer's `App.Models.User.{id}` (Echo names) — and
 * the complaint is read again after the socket reconnects, as events sent meanwhile were lost.
 */
export function useLiveComplaint(
  channel: string | null,
  complaintId: number,
  update: (change: (current: Complaint) => Complaint) => void,
  reload: () => void,
): void {
  const onMessage = useCallback(
    (payload: MessageAdded) => {
      if (payload.complaint_id === complaintId) update((current) => withMessage(current, payload.message));
    },
    [complaintId, update],
  );
  const onClosed = useCallback(
    (payload: Closed) => {
      if (payload.complaint_id !== complaintId) return;
      update((current) => ({ ...current, status: 'closed', closed_by: payload.closed_by }));
    },
    [complaintId, update],
  );
  useChannel(channel, { 'complaint.message-added': onMessage, 'complaint.closed': onClosed });
  useReconnect(channel ? reload : null);
}
