import sanitizeHtml from 'sanitize-html';

// What an announcement may contain: text formatting, lists and links. No scripts, styles, images or frames.
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'h5', 'blockquote', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Links leave the portal in a new tab without handing it a window reference.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
  disallowedTagsMode: 'discard',
};

/**
 * Admin-authored announcement HTML, made safe: run when it is stored (the seed goes through here too) and again when
 * it is served, so a row written by any other path cannot reach a browser unsanitised.
 */
export const sanitizeAnnouncementHtml = (html: string): string => sanitizeHtml(html, options).trim();
