/** Spec §2: operating-system litter that a dropped folder drags along is ignored silently. */
const IGNORED = new Set(['.ds_store', 'thumbs.db']);

export const isIgnoredFile = (name: string) => IGNORED.has(name.toLowerCase());
