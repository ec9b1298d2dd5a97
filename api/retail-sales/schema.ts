// Warranty registration and retail sales (spec 2 §7 Frames, spec 3 §7).
export {};
