// Warranty claims (spec 2 §3): the queries and the claim types, the mutations, and the fields claims adds to the one Frame type.
import './queries-schema.ts';
import './mutations-schema.ts';
import './frame-schema.ts';
import './return-schema.ts';
