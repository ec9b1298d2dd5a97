// One page per frame, frame search and recall campaigns.
export {};
