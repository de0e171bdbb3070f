/** The owner's dashboard sections, as ?tab= values, in the order the tab bar shows them. */
export const OWNER_TABS = [
  'overview',
  'content',
  'presentation',
  'scheduling',
  'locations',
  'reports',
  'billing',
];
/** The back office's sections, as ?tab= values. */
export const ADMIN_TABS = ['dashboard', 'users', 'billing', 'system'];
