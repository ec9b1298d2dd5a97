/**
 * antd's Form.Item marks a required field with `aria-required` on its control, which for a Select is both the
 * combobox input (where the role allows it) and the Select's outer div (which has no role, so WCAG 4.1.2 and axe
 * refuse it there). The input keeps the state; the outer div loses it, however the form was written.
 */
const OUTER_SELECT = '.ant-select[aria-required]';

const clean = (root: ParentNode) => {
  root.querySelectorAll(OUTER_SELECT).forEach((el) => el.removeAttribute('aria-required'));
};

export function keepRequiredOnInputs(doc: Document = document): () => void {
  clean(doc);
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes' && r.target instanceof Element && r.target.matches(OUTER_SELECT))
        r.target.removeAttribute('aria-required');
      for (const node of r.addedNodes) if (node instanceof Element) clean(node.parentNode ?? node);
    }
  });
  observer.observe(doc.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-required'] });
  return () => observer.disconnect();
}
