// A stored message as the member reads it: a system message written out in the request's language.
import { isMessageTemplate, renderMessage, type Message, type MessageParams } from '@lotto/contracts';
import type { MessageRow } from './repo.ts';

export function messageView(row: MessageRow & { read_at: unknown }, lang: string): Message {
  const params = JSON.parse(row.params) as MessageParams;
  const base = {
    id: row.id,
    kind: row.kind,
    params,
    createdAt: Number(row.created_at),
    read: row.read_at !== null,
  };
  if (row.kind === 'system' && row.template && isMessageTemplate(row.template))
    return { ...base, ...renderMessage(row.template, { params, lang }), template: row.template };
  return { ...base, title: row.title, body: row.body, template: row.template };
}
