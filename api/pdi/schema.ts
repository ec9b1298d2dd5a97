// Pre-delivery inspections (spec 2 §2 /pdi, §3, §7 PDI calls): the types and queries, then the mutations.
import './queries-schema.ts';
import './mutations-schema.ts';
import './claim-schema.ts';
