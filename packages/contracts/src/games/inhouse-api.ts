import { route } from '../common/endpoint.ts';

/** Routes of the in-house games: fairness, rounds, crash. */
export const inhouseApi = {
  fairness: route('GET', '/wps/inhouse/fairness'),
  clientSeed: route('PUT', '/wps/inhouse/fairness/client-seed'),
  rotate: route('POST', '/wps/inhouse/fairness/rotate'),
  play: route('POST', '/wps/inhouse/play'),
  rounds: route('GET', '/wps/inhouse/rounds'),
  round: route('GET', '/wps/inhouse/rounds/:roundId'),
  crash: route('GET', '/wps/inhouse/crash'),
  crashChain: route('GET', '/wps/inhouse/crash/chain'),
  crashBet: route('POST', '/wps/inhouse/crash/bet'),
} as const;
