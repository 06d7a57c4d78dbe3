/**
 * Numbers as the lottery screens show them: picks and drawn numbers with their leading zeros,
 * and the colour of a Mark Six ball (from the colour lists alone, so the home page's result
 * balls do not load the Mark Six play rules).
 */
import { BLUE, RED } from '@lotto/contracts/lottery/plays/marksix-colours';

/** 5 -> "05" (2 digits). */
export const padNumber = (n: number, digits: number): string => String(n).padStart(digits, '0');

export type Tone = 'red' | 'blue' | 'green';

export const toneOf = (n: number): Tone => (RED.includes(n) ? 'red' : BLUE.includes(n) ? 'blue' : 'green');

/** The special prize (giải đặc biệt) of a VN result: its first number, what players look for first. */
export const specialOf = (winNo: string): string => winNo.split(',')[0] ?? '';
