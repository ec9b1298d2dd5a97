/** One segment of a storage key: a plain file or folder name, so no key can climb out of its folder. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export const isSafeName = (name: string) => SAFE_NAME.test(name) && !name.includes('..');

export const isSafeKey = (key: string) => key.split('/').every(isSafeName);
