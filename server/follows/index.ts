// Follows: which accounts and devices follow which mosque.
// What other domains and the wiring may use of it; everything else in this folder is its own.

export { adoptDeviceFollows, deviceHash, follow, followedMosqueMessages, followerOf, followerSubscriptions, followState, listFollowed, unfollow } from './follows.ts';
