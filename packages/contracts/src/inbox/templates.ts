/**
 * System messages (INBOX3) are stored as a template key and its values, and written out when a
 * member reads them, in the request's language (TY and EN; others read English, as error texts
 * do). No schema library here: the server and any client may render one.
 */
type Text = { title: string; body: string };
type Template = {
  EN: Text;
  TY: Text;
  /** Values a param may take that are words of their own (a contract's kind), by language. */
  words?: Record<string, Record<string, { EN: string; TY: string }>>;
};

const contractKinds = {
  dividend: { EN: 'dividend', TY: 'dividend' },
  daily: { EN: 'daily wage', TY: 'arawang sahod' },
  hourly: { EN: 'hourly wage', TY: 'oras-orasang sahod' },
  realtime: { EN: 'real-time wage', TY: 'real-time na sahod' },
};

/**
 * The templates, by key, and the params each reads: deposit and withdrawal `amount`, `orderRef`;
 * bonus `amount`, `promotion`; contract `kind` (a contract kind), `from` (who offers it);
 * feedback `reply` (the answer's text, may be empty).
 */
export const MESSAGE_TEMPLATES = {
  'inbox.depositCredited': {
    EN: {
      title: 'Deposit credited',
      body: 'Your deposit of {{amount}} (order {{orderRef}}) has been credited to your balance.',
    },
    TY: {
      title: 'Na-credit na ang deposito',
      body: 'Na-credit na sa balanse mo ang deposito mong {{amount}} (order {{orderRef}}).',
    },
  },
  'inbox.withdrawalPaid': {
    EN: {
      title: 'Withdrawal paid',
      body: 'Your withdrawal of {{amount}} (order {{orderRef}}) has been paid. Please confirm once you receive it.',
    },
    TY: {
      title: 'Naibayad na ang withdrawal',
      body: 'Naibayad na ang withdrawal mong {{amount}} (order {{orderRef}}). Paki-confirm po kapag natanggap mo na.',
    },
  },
  'inbox.bonusGranted': {
    EN: { title: 'Bonus granted', body: 'You received a bonus of {{amount}} from {{promotion}}.' },
    TY: { title: 'May bonus ka', body: 'Nakatanggap ka ng bonus na {{amount}} mula sa {{promotion}}.' },
  },
  'inbox.contractOffered': {
    EN: {
      title: 'New contract offer',
      body: 'You have a new {{kind}} contract offer from {{from}}. Open the agent centre to accept or decline it.',
    },
    TY: {
      title: 'May bagong alok na kontrata',
      body: 'May bagong alok na {{kind}} na kontrata para sa iyo mula kay {{from}}. Buksan ang agent centre para tanggapin o tanggihan ito.',
    },
    words: { kind: contractKinds },
  },
  'inbox.feedbackReplied': {
    EN: { title: 'Reply to your feedback', body: 'Our team has answered your feedback. {{reply}}' },
    TY: { title: 'May sagot sa feedback mo', body: 'Sinagot na ng team namin ang feedback mo. {{reply}}' },
  },
} as const satisfies Record<string, Template>;

export type MessageTemplate = keyof typeof MESSAGE_TEMPLATES;
export type MessageParams = Record<string, string | number>;

export const isMessageTemplate = (key: string): key is MessageTemplate =>
  Object.hasOwn(MESSAGE_TEMPLATES, key);

/** A system message's title and body in `lang` (TY, else English), its `{{name}}`s filled from `params`. */
export function renderMessage(
  key: MessageTemplate,
  { params, lang }: { params: MessageParams; lang: string },
): { title: string; body: string } {
  const template: Template = MESSAGE_TEMPLATES[key];
  const l = lang.toUpperCase() === 'TY' ? 'TY' : 'EN';
  const fill = (text: string) =>
    text
      .replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
        const value = params[name];
        if (value === undefined) return '';
        return template.words?.[name]?.[String(value)]?.[l] ?? String(value);
      })
      .trim();
  return { title: fill(template[l].title), body: fill(template[l].body) };
}
