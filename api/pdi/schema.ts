// Pre-delivery inspections (spec 2 §2 /pdi, §3, §7 PDI calls).
export {};
