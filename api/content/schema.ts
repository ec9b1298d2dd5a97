// Content as dealers read it (announcements, banners, content markets), and its administration.
import './reader-schema.ts';
import './markets-admin-schema.ts';
import './banners-admin-schema.ts';
import './layouts-schema.ts';
