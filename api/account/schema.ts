// The signed-in user and the customers they act for (spec 1 §4), and their own profile.
import './user-schema.ts';
import './profile-schema.ts';
import './sorgs-schema.ts';
