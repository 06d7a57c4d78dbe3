import { findNumber, type SolveRequest, type SolveResponse } from './altcha-core.ts';

/**
 * The ALTCHA search off the main thread (started by `solveChallenge` in altcha.ts). The app
 * compiles against the DOM lib, whose `self` is a Window; the few worker members used here
 * are declared locally instead of adding the WebWorker lib, which clashes with DOM.
 */
type WorkerScope = {
  onmessage: ((event: MessageEvent<SolveRequest>) => void) | null;
  postMessage: (message: SolveResponse) => void;
};

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const { challenge, salt, maxnumber } = event.data;
  scope.postMessage({ number: findNumber({ challenge, salt, maxnumber }) });
};
