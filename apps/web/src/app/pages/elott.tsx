// The elott chunk: the e-lottery lobby.
export { Component } from './Lobby.tsx';
