import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bannerLogins } from '../../api/db/seed/index.ts';

describe('the start banner', () => {
  it('lists every demo login of the README, and no other', () => {
    const readme = fs.readFileSync('README.md', 'utf8');
    const table = readme.slice(readme.indexOf('### Demo logins'), readme.indexOf('\n\n', readme.indexOf('| username')));
    const listed = [...table.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]);
    expect(listed.length).toBeGreaterThan(10);
    expect(bannerLogins.map((l) => l.username).sort()).toEqual([...listed].sort());
  });
});
