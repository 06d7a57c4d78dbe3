// The verify chunk: /verify, the public provably fair verifier (no login needed).
export { VerifyPage as Component } from '../../features/inhouse/VerifyPage.tsx';
