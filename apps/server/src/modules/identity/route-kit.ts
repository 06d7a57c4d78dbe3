import { type MemberInfo } from '@lotto/contracts';
import { maskMobile } from './deps.ts';
import { type MemberRow } from './repo.ts';

export const AVATARS = Array.from({ length: 8 }, (_, i) => `avatar-${i + 1}`);
export const avatarUrl = (icon: string) => `/media/avatars/${AVATARS.includes(icon) ? icon : 'avatar-1'}.svg`;
export const done = { done: true } as const;
export const noStore = { 'cache-control': 'no-store' };

export function memberInfo(member: MemberRow, uplineTransfer: boolean): MemberInfo {
  return {
    nickname: member.nickname,
    account: member.username,
    id: member.id,
    type: member.type,
    toUpline: uplineTransfer && member.upline_id !== null,
    regDate: Number(member.created_at),
    ...(member.mobile ? { mobile: maskMobile(member.mobile) } : {}),
    avatar: avatarUrl(member.avatar),
    clubLabel: member.club_label ? (JSON.parse(member.club_label) as MemberInfo['clubLabel']) : null,
    memberLabel: JSON.parse(member.member_labels) as MemberInfo['memberLabel'],
  };
}

export const tags = ['accounts'];
export const E =
  ' Encrypted call: the body may be sealed (see GET /wps/system/publicKey); brands can require it.';
