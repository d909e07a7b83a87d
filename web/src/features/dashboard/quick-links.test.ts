import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@cadence/contracts';
import { MENU } from '../shell/menu/menu';
import { filterMenu } from '../shell/menu/filter-menu';
import { quickLinksOf } from './quick-links';

describe('quickLinksOf', () => {
  it('offers only what the permissions open, in the dashboard order', () => {
    const links = quickLinksOf(filterMenu(MENU, ['dashboard', 'HelpSupportDesk', 'ManageTeam', 'Composer']));
    expect(links.map((link) => [link.id, link.path])).toEqual([
      ['composer', '/composer'],
      ['manageTeams', '/teams'],
    ]);
  });

  it('stops at the limit and is empty without permissions', () => {
    expect(quickLinksOf(filterMenu(MENU, PERMISSIONS)).map((link) => link.id)).toEqual([
      'composer',
      'postsManage',
      'managePlatforms',
      'mediaLibrary',
      'manageTeams',
      'manageUsers',
    ]);
    expect(quickLinksOf(filterMenu(MENU, []))).toEqual([]);
  });
});
