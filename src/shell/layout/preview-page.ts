import type { PortalUser } from '../../providers/user.ts';
import type { HostConfig } from '../../rules/host-config.ts';

/**
 * Host-name fragments on which the 'Preview Pages' chip and menu entry never show, whatever the config says
 * (spec 1 §2.4): none of the demo markets is on it; a market that must never preview goes here.
 */
export const previewPageHiddenHosts: readonly string[] = [];

/** Config allowPreviewPage, and the host is not on the hide list. */
export function showsPreviewPage(config: Pick<HostConfig, 'allowPreviewPage'>, hostname = window.location.hostname): boolean {
  return config.allowPreviewPage && !previewPageHiddenHosts.some((fragment) => hostname.includes(fragment));
}

/** The 'Preview Pages' chip shows: the host allows it and the user may open the catalogue. */
export const showsPreviewChip = (config: Pick<HostConfig, 'allowPreviewPage'>, user: Pick<PortalUser, 'scopes'>): boolean =>
  showsPreviewPage(config) && user.scopes.includes('page.catalog');
