import type { FastifyRequest } from 'fastify';
import { askedLanguage } from '../../plugins/context.ts';

/** The texts of the SMS and emails a member receives; `{name}` placeholders are filled in. */
export type MessageTexts = {
  /** {brand}, {code}, {minutes} */
  smsCode: string;
  /** {brand} */
  resetSubject: string;
  /** {name}, {minutes}, {link} */
  resetBody: string;
};

const EN: MessageTexts = {
  smsCode: '{brand}: your verification code is {code}. It expires in {minutes} minutes.',
  resetSubject: '{brand}: reset your password',
  resetBody:
    'Hello {name},\n\nOpen this link within {minutes} minutes to choose a new password:\n{link}\n\nIf you did not ask for this, ignore this message.',
};

const TY: MessageTexts = {
  smsCode:
    '{brand}: ang verification code mo ay {code}. Mag-e-expire ito sa loob ng {minutes} minuto. Huwag itong ibigay kahit kanino.',
  resetSubject: '{brand}: i-reset ang password mo',
  resetBody:
    'Hello {name},\n\nBuksan ang link na ito sa loob ng {minutes} minuto para pumili ng bagong password:\n{link}\n\nKung hindi ikaw ang humiling nito, huwag pansinin ang mensaheng ito.',
};

/** Languages with every message written; any other language gets English. */
const byLang: Record<string, MessageTexts> = { EN, TY };

export const messageTexts = (lang: string): MessageTexts => byLang[lang] ?? EN;

/**
 * The language of a message: the one the request asks for when the brand offers it, else the
 * member's own saved language, else the brand's default. The request comes first because the
 * person reading the page that sent the message reads that language right now.
 */
export function messageLanguage(req: FastifyRequest, memberLanguage?: string | null): string {
  const { supportLanguages, defaultLang } = req.brand.settings;
  const offered = (lang: string | null | undefined): lang is string =>
    typeof lang === 'string' && (supportLanguages as string[]).includes(lang);
  const asked = askedLanguage(req);
  if (offered(asked)) return asked;
  if (offered(memberLanguage)) return memberLanguage;
  return defaultLang;
}
