/**
 * antd's Radio.Group draws a plain div, where a required field's `aria-required` is not allowed; as a radiogroup it
 * is, and the group is announced as one (its props type omits `role`, which it does pass to the div).
 */
export const RADIO_GROUP = { role: 'radiogroup' } as Record<string, string>;
