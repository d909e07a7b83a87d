import { describe, expect, it } from 'vitest';
import { CORE_NAMESPACES } from './i18n-namespaces';
import { FIRST_SCREEN_NAMESPACES, i18n, initI18n, loadScreenMessages } from './i18n';

describe('the message loader', () => {
  it('lists the first screens namespaces in its glob exactly as CORE_NAMESPACES says (the build splits chunks by that list)', () => {
    expect([...FIRST_SCREEN_NAMESPACES].sort()).toEqual([...CORE_NAMESPACES].sort());
  });

  it('starts with the first screens messages and reads a later screen from its language module', async () => {
    await initI18n('fr', { allScreens: false });
    expect(i18n.hasResourceBundle('fr', 'shell')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'live')).toBe(false);
    await loadScreenMessages();
    expect(i18n.hasResourceBundle('fr', 'live')).toBe(true);
    expect(i18n.getResourceBundle('fr', 'live')).not.toEqual(i18n.getResourceBundle('en', 'live'));
    expect(i18n.hasResourceBundle('en', 'live')).toBe(true);
  });
});
