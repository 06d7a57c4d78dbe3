// The egame chunk: lobbies of RNG, PVP, LIVE, FISH, SPORTS, ESPORTS and in-house.
export { Component } from './Lobby.tsx';
